import type { LineLookup } from '../lib/query/hts-store.ts';
import { problem } from './app.ts';
import type { Reply } from './context.ts';

/**
 * The 409 for a tariff number that starts several lines: the first candidates
 * in schedule order, how many there are, and the list query that pages through
 * all of them (a 2-digit prefix matches thousands; the answer stays small).
 */
export const ambiguousLine = (found: Extract<LineLookup, { kind: 'ambiguous' }>, detail: string, extra: Record<string, unknown> = {}): Reply =>
  problem(409, 'ambiguous', detail, {
    candidates: found.candidates.map((l) => ({ code: l.htsno, description: l.descriptionPath.join(' > ') })),
    total: found.total,
    // Lists search the current schedule only: with asOf, the candidates are the revision's and this lists today's.
    listQuery: listQueryOf(found.digits),
    ...extra,
  });

/** The /v1/tariffs request whose pages hold every line starting with these digits. */
export const listQueryOf = (digits: string): string => `/v1/tariffs?htsno=${digits}`;
