/**
 * A catalogue of codes checked against the current schedule, or the one in force on asOf: each code current,
 * removed (with successors), never-existed (with suggestions), not-classifiable (with its lines) or invalid,
 * and the counts per status. One bad code never stops the others; only the envelope can fail (a 400 naming the
 * field, a 413 over 5,000 codes, or asOf refused as every asOf is). Reads the code index and the chapters the
 * answer describes, from the current store or the archived revision's.
 *
 *   checkCodes(deps, { codes: ['0201.30.50.85', '2204'], asOf: '2025-06-01' })   // a JSON body, as sent
 *   checkCodeInputs(deps, readCodesCsv(text).value)                             // codes already read (CSV, pasted)
 */
import { answerCodeChecks, planCodeChecks } from '../lib/codes/check-codes.ts';
import { readCodeRequestJson, type CodeRequest, type CodesRefusal } from '../lib/codes/read-code-request.ts';
import { ok } from '../lib/result.ts';
import type { CodeChecks } from '../lib/schema/code-check.ts';
import type { AsOfRevision } from '../lib/schema/line-history.ts';
import { systemClock, type Caller, type Clock } from './caller.ts';
import type { Deps } from './deps.ts';
import { failed, type Failure, type Outcome } from './failure.ts';
import { resolveAsOf } from './resolve-as-of.ts';

/** Largest body read, as JSON or CSV: 5,000 codes with a whole catalogue's other columns beside them. */
export const MAX_CODE_BODY_BYTES = 2 * 1024 * 1024;

export interface CodeChecksAnswer extends CodeChecks {
  /** With asOf: the revision in force on that date, as every asOf answer names it. */
  asOf?: AsOfRevision;
}

/** A refusal of the whole request, as the shared failure. */
export const refusalFailure = (r: CodesRefusal): Failure =>
  r.status === 413 ? { kind: 'too-large', detail: r.detail, errors: r.errors } : { kind: 'invalid', errors: r.errors, detail: r.detail };

/** Codes already read (from a CSV, a pasted list or a JSON body), checked. */
export const checkCodeInputs = async (deps: Deps, request: CodeRequest, caller?: Caller, clock: Clock = systemClock): Promise<Outcome<CodeChecksAnswer>> => {
  const index = await deps.codes();
  if (request.asOf === undefined) {
    const hts = await deps.hts();
    const at = index.indexOf(hts.revision.id);
    if (at < 0) return failed({ kind: 'unavailable', detail: `The code index does not hold the current revision (${hts.revision.id}); the build is inconsistent` });
    const plan = planCodeChecks(request.inputs, index, at);
    const chapters = new Map(await Promise.all(plan.chapters.map(async (n) => [n, await hts.store.chapter(n)] as const)));
    return ok(answerCodeChecks(plan, index, chapters));
  }
  const resolved = await resolveAsOf(deps, { date: request.asOf }, caller, clock);
  if (!resolved.ok) return resolved;
  const at = index.indexOf(resolved.value.asOf.revision);
  if (at < 0) return failed({ kind: 'unavailable', detail: `The code index does not hold ${resolved.value.asOf.revision}; the build is inconsistent` });
  const plan = planCodeChecks(request.inputs, index, at);
  const store = await resolved.value.stores.storeAt(resolved.value.at);
  const chapters = new Map(await Promise.all(plan.chapters.map(async (n) => [n, await store.chapter(n)] as const)));
  return ok({ ...answerCodeChecks(plan, index, chapters), asOf: resolved.value.asOf });
};

/** A JSON body as sent (`{codes, asOf?}`), read and checked: what an API call or a tool passes. */
export const checkCodes = async (deps: Deps, body: unknown, caller?: Caller, clock: Clock = systemClock): Promise<Outcome<CodeChecksAnswer>> => {
  const read = readCodeRequestJson(body);
  if (!read.ok) return failed(refusalFailure(read.error));
  return checkCodeInputs(deps, read.value, caller, clock);
};
