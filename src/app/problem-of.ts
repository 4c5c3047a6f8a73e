/**
 * The one mapping from a use case's failure to an RFC 9457 problem: status, type (by slug), detail and extension
 * members, in the order answers have always carried them. src/http wraps it in a response; the batch estimate
 * puts it in a line, as its contract says. The problem types this service defines live here too.
 */
import type { Failure } from './failure.ts';
import { joinErrors } from './failure.ts';

/** Problem types this service defines, by stable slug; `type` is `/problems/<slug>`. */
export const PROBLEM_TITLES = {
  'bad-request': 'The request is malformed',
  'not-found': 'No such resource',
  'ambiguous': 'The input matches more than one record',
  'method-not-allowed': 'Method not allowed',
  'payload-too-large': 'The request body is too large',
  'unsupported-media-type': 'The request body must be JSON',
  'payment-required': 'Beyond the plan history window',
  'unprocessable': 'Before history retention began',
  'unauthorized': 'The credential is not valid',
  'too-many-requests': 'Daily request budget exhausted',
  'unavailable': 'Temporarily unavailable',
  'internal': 'Internal error',
} as const;
export type ProblemSlug = keyof typeof PROBLEM_TITLES;

/** The statuses a use case's failure maps to. */
export type FailureStatus = 400 | 402 | 404 | 409 | 413 | 422 | 503;

export interface ProblemFields {
  status: FailureStatus;
  slug: ProblemSlug;
  detail: string;
  /** Members beside type, title, status, detail and instance. */
  extensions?: Record<string, unknown>;
}

export const problemOf = (failure: Failure): ProblemFields => {
  switch (failure.kind) {
    case 'invalid':
      return {
        status: 400,
        slug: 'bad-request',
        detail: failure.detail ?? joinErrors(failure.errors),
        ...(failure.listed === false ? {} : { extensions: { errors: failure.errors } }),
      };
    case 'not-found':
      return { status: 404, slug: 'not-found', detail: failure.detail, ...(failure.asOf ? { extensions: { asOf: failure.asOf } } : {}) };
    case 'ambiguous':
      return {
        status: 409,
        slug: 'ambiguous',
        detail: failure.detail,
        extensions: {
          candidates: failure.candidates,
          total: failure.total,
          listQuery: failure.listQuery,
          ...(failure.asOf ? { asOf: failure.asOf } : {}),
        },
      };
    case 'date-refused':
      return failure.reason === 'before-archive'
        ? { status: 422, slug: 'unprocessable', detail: failure.detail, extensions: { retentionStartedOn: failure.retentionStartedOn, [failure.field]: failure.date } }
        : { status: 402, slug: 'payment-required', detail: failure.detail, extensions: { ...failure.window, [failure.field]: failure.date, plans: '/v1/plans' } };
    case 'too-large':
      return { status: 413, slug: 'payload-too-large', detail: failure.detail, extensions: { errors: failure.errors } };
    case 'unavailable':
      return { status: 503, slug: 'unavailable', detail: failure.detail };
  }
};
