/**
 * Server-side search for /search/ without JavaScript: the same line store,
 * analyser, synonyms and `q` matching as GET /v1/tariffs, so the page and the
 * API agree; best first (sort=relevance), near misses said as in the API, and
 * the page's lines grouped under their heading. A query that looks like a
 * tariff number is read as a number prefix, in schedule order.
 */
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { tokens } from '../lib/search/analyser.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { functionDeps } from './function-deps.ts';

export interface SearchGroup {
  /** The heading's four digits, and the top of its description path. */
  heading: string;
  title: string;
  lines: TariffLine[];
}

export interface SiteSearch {
  query: string;
  total: number;
  lines: TariffLine[];
  /** The page's lines under their headings, in the order each heading first appears. */
  groups: SearchGroup[];
  /** Words read as their near misses because the query as typed found nothing. */
  corrections: { from: string; to: string }[];
}

export const groupByHeading = (lines: readonly TariffLine[]): SearchGroup[] => {
  const groups = new Map<string, SearchGroup>();
  for (const line of lines) {
    let group = groups.get(line.heading);
    if (!group) groups.set(line.heading, (group = { heading: line.heading, title: line.descriptionPath[0] ?? '', lines: [] }));
    group.lines.push(line);
  }
  return [...groups.values()];
};

export const searchLines = async (query: string, limit = 50): Promise<SiteSearch> => {
  const q = query.trim().slice(0, 200);
  if (tokens(q).length === 0) return { query: q, total: 0, lines: [], groups: [], corrections: [] };
  const { store } = await functionDeps.hts();
  const digits = normaliseHtsno(q);
  let matches = await store.filter(digits !== null ? { htsno: digits } : { q }, true);
  const corrected = matches.length === 0 && digits === null ? await store.correct(q) : null;
  if (corrected) matches = await store.filter({ q: corrected.q }, true);
  const lines = await store.lines(matches.subarray(0, limit));
  return { query: q, total: matches.length, lines, groups: groupByHeading(lines), corrections: corrected?.corrections ?? [] };
};
