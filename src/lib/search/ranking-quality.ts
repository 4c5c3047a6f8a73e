import * as z from 'zod';

/**
 * A ranking set (tests/golden/ranking-set.json): queries, the heading a broker would choose, and the source of
 * each expectation; and how a ranking scores on it.
 */
export const RankingSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading-text'), quote: z.string().min(3).describe("A passage of the heading's own text naming the goods") }),
  z.strictObject({ kind: z.literal('subheading-text'), quote: z.string().min(3).describe('A passage of a line of the heading naming the goods (GRI 1 and 6)') }),
  z.strictObject({ kind: z.literal('note'), citation: z.string().min(20).describe('A chapter or section note, an Explanatory Note or a GRI, cited') }),
]);
export const RankingQuery = z.strictObject({
  q: z.string().min(1),
  heading: z.string().regex(/^\d{4}$/),
  also: z.array(z.string().regex(/^\d{4}$/)).optional().describe('Headings as right, when the query does not say what decides (gender, knitted or woven)'),
  source: RankingSource,
});
export type RankingQuery = z.infer<typeof RankingQuery>;
export const RankingSet = z.strictObject({ $comment: z.string(), queries: z.array(RankingQuery).min(1) });

export interface RankingScore {
  n: number;
  /** Share of queries whose first heading is right. */
  top1: number;
  top3: number;
  /** Mean reciprocal rank of the first right heading (0 when it is not ranked). */
  mrr: number;
  /** The queries whose first heading is not right, with the rank of the right one (0: not ranked). */
  misses: { q: string; rank: number; first: string | undefined }[];
}

/** The rank (1-based) of the first right heading in a ranking, 0 when none is in it. */
export const rankOf = (query: Pick<RankingQuery, 'heading' | 'also'>, ranked: readonly string[]): number => {
  const right = new Set([query.heading, ...(query.also ?? [])]);
  return ranked.findIndex((h) => right.has(h)) + 1;
};

export const scoreRanking = (results: readonly { query: Pick<RankingQuery, 'q' | 'heading' | 'also'>; ranked: readonly string[] }[]): RankingScore => {
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  const misses: RankingScore['misses'] = [];
  for (const { query, ranked } of results) {
    const rank = rankOf(query, ranked);
    if (rank === 1) top1++;
    else misses.push({ q: query.q, rank, first: ranked[0] });
    if (rank >= 1 && rank <= 3) top3++;
    if (rank > 0) rr += 1 / rank;
  }
  const n = results.length;
  return { n, top1: n === 0 ? 0 : top1 / n, top3: n === 0 ? 0 : top3 / n, mrr: n === 0 ? 0 : rr / n, misses };
};
