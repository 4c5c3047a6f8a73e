/**
 * Why a use case gave no answer: one discriminated union shared by every use case, so each edge maps it once
 * (HTTP to RFC 9457 problems with problemOf, pages to form errors, a tool server to its own errors). A use case
 * returns `Outcome<T>`: the answer, or one of these. A refusal to price is not a failure (it is an estimate with
 * dutyUsd null); neither is an empty list.
 */
import type { HistoryWindow } from '../lib/changes/history-window.ts';
import type { Result } from '../lib/result.ts';
import type { AsOfRevision } from '../lib/schema/line-history.ts';

export interface FieldError {
  /** The input field, as the request names it ("htsno", "quantities.liter", "(body)"). */
  field: string;
  message: string;
}

/** A record an ambiguous input matched: its code and a description to choose by. */
export interface Candidate {
  code: string;
  description: string;
}

export type Failure =
  /**
   * The input is malformed. `detail` when the sentence says more than the fields joined ("field: message; ...");
   * `listed: false` for the few answers that have never listed `errors` (kept as they are: the contract is additive).
   */
  | { kind: 'invalid'; errors: FieldError[]; detail?: string; listed?: false }
  /** Nothing has this number (in the revision in force on asOf, when given). */
  | { kind: 'not-found'; detail: string; asOf?: AsOfRevision }
  /** The input matches several records and none is picked: the first candidates, how many matched, the list query for all. */
  | { kind: 'ambiguous'; detail: string; candidates: Candidate[]; total: number; listQuery: string; asOf?: AsOfRevision }
  /** A date (`field`) the archive cannot answer: before its first revision, or older than the caller's plan window. */
  | DateRefused
  /** The input is larger than the use case takes (more codes than one check may carry); `errors` names the field. */
  | { kind: 'too-large'; detail: string; errors: FieldError[] }
  /** The data the answer needs is not held (a build without the revision archive). */
  | { kind: 'unavailable'; detail: string };

export type DateRefused =
  | { kind: 'date-refused'; reason: 'before-archive'; detail: string; field: string; date: string; retentionStartedOn: string }
  | { kind: 'date-refused'; reason: 'beyond-window'; detail: string; field: string; date: string; window: HistoryWindow };

export type FailureKind = Failure['kind'];

/** The answer or why not: the pure core's Result with the shared failure. */
export type Outcome<T> = Result<T, Failure>;

export const failed = (failure: Failure): { ok: false; error: Failure } => ({ ok: false, error: failure });

/** "field: message; field: message": the detail of an invalid input that says nothing more. */
export const joinErrors = (errors: readonly FieldError[]): string => errors.map((e) => `${e.field}: ${e.message}`).join('; ');

export const invalid = (errors: FieldError[], detail?: string): Failure => ({ kind: 'invalid', errors, ...(detail === undefined ? {} : { detail }) });

/**
 * An invalid input from "field: message" details (readParams' form): each detail names its field; the detail is
 * the details joined. A detail without "field: " has the field ''. `listed: false` for an answer that has never
 * listed `errors`.
 */
export const invalidDetails = (details: readonly string[], listed = true): Failure => ({
  kind: 'invalid',
  errors: details.map((d) => {
    const at = d.indexOf(': ');
    return at < 0 ? { field: '', message: d } : { field: d.slice(0, at).replaceAll('"', ''), message: d.slice(at + 2) };
  }),
  detail: details.join('; '),
  ...(listed ? {} : { listed: false as const }),
});
