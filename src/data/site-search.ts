/**
 * Server-side search for /search/ without JavaScript: the same line store
 * and `q` matching as GET /v1/tariffs, so the page and the API agree. A
 * query that looks like a tariff number is read as a number prefix.
 */
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { tokens } from '../lib/query/search-text.ts';
import { tariffFilter, type SearchableLine } from '../lib/query/tariff-query.ts';
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
  const keep: (s: SearchableLine, index: number) => boolean =
    digits !== null ? (s) => s.line.digits.startsWith(digits) : tariffFilter({ q, limit }, () => store.text);
  const matches = store.searchable.filter(keep);
  return { query: q, total: matches.length, lines: matches.slice(0, limit).map((s) => s.line) };
};
