import * as z from 'zod';
import { Envelope } from './envelope.ts';
import { RateKind } from './rate.ts';

/** GET /v1/classify parameters. One schema: validation, types and OpenAPI. */
export const ClassifyQuery = z.strictObject({
  description: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('The product in words, up to 500 characters: what it is, what it is made of, what it is for ("stainless steel espresso maker for the stovetop")'),
  limit: z.coerce.number().int().min(1).max(20).default(10).describe('Headings and subheadings to answer, each (1 to 20)'),
});
export type ClassifyQuery = z.output<typeof ClassifyQuery>;

/** How a heading was found: which reading of the description asked for it. */
export const ClassifyEvidence = z
  .enum(['description', 'phrase', 'head-noun', 'hypernym', 'material', 'ruling'])
  .describe(
    'description: the description\'s words; phrase: one of its phrases ("scoops" and "tongs" of "aluminum scoops and fried food tongs"); head-noun: the noun a phrase is about, with the materials named ("belt rubber" of "rubber conveyor belt"); hypernym: a more general word WordNet gives for that noun ("shoe" for "sandal"); material: a material named, asked with "articles" for goods of that material the schedule does not name ("plastics articles"); ruling: a CBP ruling (content/classify/cbp-rulings.json) named goods by the description\'s words and ruled them in this heading',
  );
export type ClassifyEvidence = z.infer<typeof ClassifyEvidence>;

/** One piece of evidence for a heading: the words asked, and the schedule text that holds what they matched. */
export const ClassifyWhy = z.object({
  evidence: ClassifyEvidence,
  asked: z.string().describe('The words asked, folded: from the description, or the hypernym with the materials named'),
  hypernym: z
    .object({ of: z.string().describe("The description's noun"), is: z.string().describe('The more general word read in its place (WordNet 3.1)') })
    .optional()
    .describe('Present for hypernym evidence'),
  rank: z.number().int().min(1).describe('Where this reading ranked the heading among all headings (1: first)'),
  matched: z.array(z.string()).describe("The words the asked words matched, folded: each a word of `text` (schedule evidence) or of `ruling.subject` (ruling evidence)"),
  htsno: z.string().optional().describe('The line whose text holds them (schedule evidence)'),
  text: z.string().optional().describe("That line's description path, joined with ' > ' (schedule evidence)"),
  ruling: z
    .object({
      ruling: z.string().describe('The ruling\'s number ("NY J81065")'),
      subject: z.string().describe('The goods as its subject names them'),
      code: z.string().describe('The tariff number it ruled'),
      date: z.string().describe('Its date, or a day it is known to precede'),
      url: z.string().describe('The public page it was read at'),
    })
    .optional()
    .describe('Present for ruling evidence: the ruling whose goods the description named'),
});
export type ClassifyWhy = z.infer<typeof ClassifyWhy>;

export const ClassifyHeading = z.object({
  heading: z.string().regex(/^\d{4}$/).describe('Four digits'),
  description: z.string().describe("The heading's own text"),
  chapter: z.object({ number: z.string().regex(/^\d{2}$/), title: z.string() }),
  score: z.number().min(0).max(1).describe("The share of the readings' vote this heading won (0 to 1): a ranking, not a probability"),
  why: z.array(ClassifyWhy).min(1).max(3).describe('The strongest evidence, best first'),
});
export type ClassifyHeading = z.infer<typeof ClassifyHeading>;

export const ClassifySubheading = z.object({
  htsno: z.string().describe('Tariff number as published, 6, 8 or 10 digits'),
  heading: z.string().regex(/^\d{4}$/),
  description: z.string(),
  descriptionPath: z.array(z.string()).describe('Descriptions from the heading down to this line'),
  classifiable: z.boolean().describe('A 10-digit line that can be entered on a customs entry'),
  general: z.string().describe('General (column 1) rate that applies, as published; "" when none'),
  rateKind: RateKind.nullable().describe('Kind of the general rate; null when the line carries no rate'),
});
export type ClassifySubheading = z.infer<typeof ClassifySubheading>;

/** GET /v1/classify. */
export const ClassifyAnswer = Envelope.extend({
  description: z.string().describe('The description as given'),
  read: z
    .object({
      words: z.array(z.string()).describe('The words that say what the goods are, folded (articles, counts, the origin and catalogue numbers left out)'),
      heads: z.array(z.string()).describe('The noun each phrase is about'),
      materials: z.array(z.string()).describe('The materials named'),
    })
    .describe('How the description was read'),
  headings: z.array(ClassifyHeading).describe('The best headings of chapters 1 to 97 first; empty when no word matched the schedule'),
  subheadings: z
    .array(ClassifySubheading)
    .describe("Lines under the best headings, one per six-digit subheading, best first: more of the first headings' than of the later ones'"),
});
export type ClassifyAnswer = z.infer<typeof ClassifyAnswer>;
