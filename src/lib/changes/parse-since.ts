import * as z from 'zod';
import { err, ok, type Result } from '../result.ts';

export type SinceError = { code: 'invalid-since'; since: string };

const DateTime = z.iso.datetime({ offset: true });
const DateOnly = z.iso.date();

/**
 * `since` -> the UTC calendar day it falls on (YYYY-MM-DD). Revisions carry a
 * publication date, not a time, so a revision published on day D counts as
 * published for the whole of D: `since` anywhere within D still selects it,
 * and a poller never misses a revision published on the day it last polled.
 * Accepts an RFC 3339 date-time with Z or an offset, or a plain date; a
 * date-time without offset is ambiguous and refused.
 */
export const parseSince = (since: string): Result<string, SinceError> => {
  if (DateOnly.safeParse(since).success) return ok(since);
  if (!DateTime.safeParse(since).success) return err({ code: 'invalid-since', since });
  const at = new Date(since);
  return Number.isNaN(at.getTime()) ? err({ code: 'invalid-since', since }) : ok(at.toISOString().slice(0, 10));
};
