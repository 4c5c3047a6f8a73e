/**
 * A use case's failure as this edge answers it: the one problem mapping (src/app/problem-of.ts) as a reply; and the
 * 400s the edge itself gives, built here so every one reads the same.
 */
import { invalid, invalidDetails, type Failure } from '../app/failure.ts';
import { problemOf } from '../app/problem-of.ts';
import type { Reply } from './context.ts';

export const failureReply = (failure: Failure): Reply => ({ kind: 'problem', ...problemOf(failure) });

/** A 400 naming one field of the request (a query, a body that is not JSON); `detail` when it says more than "field: message". */
export const badRequest = (field: string, message: string, detail?: string): Reply => failureReply(invalid([{ field, message }], detail));

/**
 * A 400 from "field: message" details (readParams' form). `listed: false` for the answers that have never listed
 * `errors` (GET /v1/chapter99): the contract is additive, so they stay as they are.
 */
export const badParams = (details: readonly string[], listed = true): Reply => failureReply(invalidDetails(details, listed));
