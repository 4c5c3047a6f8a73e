import * as z from 'zod';

/**
 * The development set of GET /v1/classify (tests/golden/classify-set.json) and how an answer scores on it: the ruled
 * heading first (top-1), among the first 3 and the first 10 headings, and the ruled six-digit subheading among the
 * first 10 subheadings. The set is split in two halves by a hash of each case's id, one tuned on and one not, so
 * that the figures say how much of the tuning carries over.
 */
const RulingSource = z.strictObject({
  kind: z.literal('cbp-ruling'),
  ruling: z.string().regex(/^(NY|HQ) [A-Z]?\d{5,7}$/),
  rulingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe("The ruling's date"),
  reportedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('When the page gives no ruling date: the day the summary citing it was published'),
  url: z.string().url(),
});
export const ClassifyCase = z.strictObject({
  description: z.string().min(1).max(500),
  code: z.string().regex(/^\d{4}\.\d{2}(\.\d{2}(\.\d{2})?|\.\d{4})?$/),
  source: z.discriminatedUnion('kind', [RulingSource, z.strictObject({ kind: z.literal('own') })]),
});
export type ClassifyCase = z.infer<typeof ClassifyCase>;
export const ClassifySet = z.strictObject({ $comment: z.string(), cases: z.array(ClassifyCase).min(1) });

/** A case's id: its ruling number, or its description for an own case. */
export const caseId = (c: ClassifyCase): string => (c.source.kind === 'cbp-ruling' ? c.source.ruling : c.description);

/** The day a ruling is known to precede or fall on. */
export const caseDate = (c: ClassifyCase): string | undefined => (c.source.kind === 'cbp-ruling' ? (c.source.rulingDate ?? c.source.reportedOn) : undefined);

/** FNV-1a: a stable hash, so a case never changes halves. */
const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
/** The half a case belongs to: 'tune' (the weights were chosen on it) or 'held' (never looked at while tuning). */
export const halfOf = (c: ClassifyCase): 'tune' | 'held' => (hash(caseId(c)) % 2 === 0 ? 'tune' : 'held');

export interface ClassifyScore {
  n: number;
  top1: number;
  top3: number;
  top10: number;
  /** The ruled six-digit subheading among the first 10 subheadings. */
  six10: number;
}

export interface ClassifyOutcome {
  case: ClassifyCase;
  headings: readonly string[];
  subheadings: readonly string[];
}

const digits = (htsno: string) => htsno.replaceAll('.', '');

/** The rank (1-based) of the ruled heading among the answered ones; 0 when absent. */
export const headingRank = (o: ClassifyOutcome): number => o.headings.indexOf(digits(o.case.code).slice(0, 4)) + 1;

export const scoreClassify = (outcomes: readonly ClassifyOutcome[]): ClassifyScore => {
  const n = outcomes.length;
  let top1 = 0;
  let top3 = 0;
  let top10 = 0;
  let six10 = 0;
  for (const o of outcomes) {
    const rank = headingRank(o);
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank >= 1 && rank <= 10) top10++;
    const six = digits(o.case.code).slice(0, 6);
    if (o.subheadings.slice(0, 10).some((s) => digits(s).startsWith(six))) six10++;
  }
  const share = (k: number) => (n === 0 ? 0 : k / n);
  return { n, top1: share(top1), top3: share(top3), top10: share(top10), six10: share(six10) };
};

export const formatScore = (name: string, s: ClassifyScore): string =>
  `${name}: ${s.n} cases, top-1 ${s.top1.toFixed(3)}, top-3 ${s.top3.toFixed(3)}, top-10 ${s.top10.toFixed(3)}, six-digit in first 10 ${s.six10.toFixed(3)}`;
