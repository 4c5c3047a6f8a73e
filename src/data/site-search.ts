/**
 * Server-side search for /search/ without JavaScript: the same line store
 * and `q` matching as GET /v1/tariffs, so the page and the API agree. A
 * query that looks like a tariff number is read as a number prefix.
 */
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { tokens } from '../lib/query/search-text.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { functionDeps } from './function-deps.ts';

export interface SiteSearch {
  query: string;
  total: number;
  lines: TariffLine[];
}

export const searchLines = async (query: string, limit = 50): Promise<SiteSearch> => {
  const q = query.trim().slice(0, 200);
  if (tokens(q).length === 0) return { query: q, total: 0, lines: [] };
  const { store } = await functionDeps.hts();
  const digits = normaliseHtsno(q);
  const matches = await store.filter(digits !== null ? { htsno: digits } : { q });
  return { query: q, total: matches.length, lines: await store.lines(matches.subarray(0, limit)) };
};
