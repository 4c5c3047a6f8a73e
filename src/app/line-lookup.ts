/**
 * One tariff line by number or unique prefix: from the current schedule (lineLookup), or as the archived
 * revision in force on a date published it (lineAsOf), with the chapter 99 headings its footnotes named then.
 * A prefix of several lines picks none: the first candidates, their total and the list query for all of them.
 */
import type { HtsStore, LineLookup } from '../lib/query/hts-store.ts';
import { ok } from '../lib/result.ts';
import type { AsOfRevision } from '../lib/schema/line-history.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { systemClock, type Caller, type Clock } from './caller.ts';
import { chapter99Headings } from './chapter99-headings.ts';
import type { Deps } from './deps.ts';
import { failed, type Failure, type Outcome } from './failure.ts';
import { resolveAsOf } from './resolve-as-of.ts';

export interface LineInput {
  /** As given: 2 to 10 digits, dots optional. */
  htsno: string;
}

export interface LineAsOfInput extends LineInput {
  /** YYYY-MM-DD: the line as the revision in force then published it. */
  asOf: string;
}

/** A chapter 99 heading named by the line, as the same revision had it (found false when it had none). */
export type HeadingThen =
  | { htsno: string; description: string; descriptionPath: string[]; general: string; found: true }
  | { htsno: string; found: false };

export interface LineThen {
  line: TariffLine;
  asOf: AsOfRevision;
  chapter99Headings: HeadingThen[];
}

/** The /v1/tariffs request (path and query) whose pages hold every line starting with these digits. */
export const listQueryOf = (digits: string): string => `/v1/tariffs?htsno=${digits}`;

/**
 * The failure for several lines under one prefix: the first candidates in schedule order, each as {code,
 * description path}. Lists search the current schedule only: with asOf the candidates are the revision's and the
 * list query lists today's.
 */
export const ambiguousLine = (found: Extract<LineLookup, { kind: 'ambiguous' }>, detail: string, asOf?: AsOfRevision): Failure => ({
  kind: 'ambiguous',
  detail,
  candidates: found.candidates.map((l) => ({ code: l.htsno, description: l.descriptionPath.join(' > ') })),
  total: found.total,
  listQuery: listQueryOf(found.digits),
  ...(asOf ? { asOf } : {}),
});

const MALFORMED: Failure = {
  kind: 'invalid',
  errors: [{ field: 'htsno', message: 'a tariff number: 2 to 10 digits, dots optional' }],
  detail: 'A tariff number is 2 to 10 digits, dots optional, e.g. 2204.21.50.05',
  listed: false,
};

/** `schedule` names what was searched in a not-found: the release, or the revision in force on the date. */
const find = async (store: HtsStore, input: string, schedule: string, asOf?: AsOfRevision): Promise<Outcome<TariffLine>> => {
  const found = await store.lookup(input);
  switch (found.kind) {
    case 'malformed':
      return failed(MALFORMED);
    case 'not-found':
      return failed({ kind: 'not-found', detail: `No line of ${schedule} starts with ${input.slice(0, 20)}`, ...(asOf ? { asOf } : {}) });
    case 'ambiguous':
      return failed(ambiguousLine(found, `${found.total} lines ${asOf ? `of ${asOf.release} ` : ''}start with this number; choose one`, asOf));
    case 'found':
      return ok(found.line);
  }
};

/** The line in the current schedule. */
export const lineLookup = async (deps: Deps, input: LineInput): Promise<Outcome<TariffLine>> => {
  const { store, envelope } = await deps.hts();
  return find(store, input.htsno, envelope.htsRelease);
};

/** The line as the revision in force on `asOf` published it, within the caller's history window. */
export const lineAsOf = async (deps: Deps, input: LineAsOfInput, caller?: Caller, clock: Clock = systemClock): Promise<Outcome<LineThen>> => {
  const resolved = await resolveAsOf(deps, { date: input.asOf }, caller, clock);
  if (!resolved.ok) return resolved;
  const { asOf, stores, at } = resolved.value;
  const store = await stores.storeAt(at);
  const found = await find(store, input.htsno, `${asOf.release} (in force on ${asOf.date})`, asOf);
  if (!found.ok) return found;
  const line = found.value;
  const heading = await chapter99Headings(store, line);
  return ok({
    line,
    asOf,
    chapter99Headings: line.chapter99.map((htsno): HeadingThen => {
      const h = heading?.(htsno);
      return h ? { htsno: h.htsno, description: h.description, descriptionPath: h.descriptionPath, general: h.general.text, found: true } : { htsno, found: false };
    }),
  });
};
