import * as z from 'zod';
import { CheckedLine, NamedLine, NoSuccessor, RevisionNamed, SuccessorRule } from './code-check.ts';
import { RevisionId } from './revision.ts';

/**
 * A successor as stored: the added line is named once in CodeIndexFile.added, under the revision that added it,
 * and the parent both share follows from the rule.
 */
export const StoredSuccessor = z.object({
  digits: z.string().regex(/^\d{4,10}$/),
  rule: SuccessorRule,
  sharedWords: z.array(z.string()).optional(),
});
export type StoredSuccessor = z.infer<typeof StoredSuccessor>;

/** One line removed by one revision: a number the revision before had and this one has not. */
export const Removal = z.object({
  digits: z.string().regex(/^\d{4,10}$/),
  at: z.number().int().min(1).describe('The revision that removed it, as an index into revisions'),
  last: CheckedLine.describe('The line as the revision before published it'),
  successors: z.array(StoredSuccessor).describe('Nearest first'),
  noSuccessor: NoSuccessor.nullable(),
});
export type Removal = z.infer<typeof Removal>;

/**
 * Every number the archive ever held and when, and every removal with its successors, computed once by the build
 * from the history files: a catalogue of 5,000 codes is checked against it without reading the archive.
 */
export const CodeIndexFile = z.object({
  revisions: z.array(RevisionNamed).describe('The archived revisions, oldest first (the history index\'s order)'),
  numbers: z.string().describe('Every number any revision held, as digits, sorted, space-separated'),
  spans: z
    .record(z.string(), z.array(z.number().int().min(0)))
    .describe('Numbers not held by every revision: the revisions that held them, as [from, to) index runs'),
  removals: z.array(Removal).describe('In revision order, then number order'),
  added: z
    .record(RevisionId, z.record(z.string(), NamedLine))
    .describe('The lines named as successors, as the revision that added them published them, by revision and digits'),
});
export type CodeIndexFile = z.infer<typeof CodeIndexFile>;
