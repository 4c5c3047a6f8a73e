/**
 * Every status an operation can answer: the ones its route documents, plus
 * the ones the edge gives any route of its kind (the gate's 401, 429 and
 * 503 on metered routes, 304 on cacheable GETs, 413 and 415 on POSTs, the
 * 400 of a path that is not valid percent-encoding, 500). Derived from the
 * route's facts, so a new route cannot forget one.
 */
import type { z } from 'zod';
import { RATE_LIMIT_HEADERS, type ResponseHeader } from './response-headers.ts';

/** The body a response carries: a zod schema, a problem document, the bad-filter body, or none. */
export type BodyKind = 'json' | 'problem' | 'bad-filter' | 'empty';

/** The shared problem schemas every error refers to by name (components.schemas). */
export const PROBLEM = 'Problem';
/** A 409: the candidates the input matched, none picked. */
export const AMBIGUOUS_PROBLEM = 'AmbiguousProblem';

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** Defaults by status: `json` below 400, `problem` from 400. */
  kind?: BodyKind;
  /** Which shared problem schema the body follows: Problem, or AmbiguousProblem for a 409, unless named. */
  problem?: string;
  /** The answer is also given as CSV (on `Accept: text/csv`): what it holds. */
  csv?: string;
  /** The answer is an Atom 1.0 feed (kind `json` with no schema): what it holds. */
  atom?: string;
}

/** What the edge needs to know about a route to document the statuses it adds. */
export interface OperationFacts {
  method: 'GET' | 'POST';
  path: string;
  /** Counted against the caller's budget by the gate. */
  metered?: boolean;
  /** Served as a file by the CDN: no gate, no function, a CDN ETag. */
  static?: boolean;
  /** The handler answers `Cache-Control: no-store`: no ETag, never a 304. */
  uncached?: boolean;
  responses: Record<number, ResponseDoc>;
  /** Largest body a POST reads (default 64 KB). */
  maxBody?: string;
  /** A POST also takes a CSV body (text/csv). */
  csvBody?: string;
}

export interface DocumentedResponse {
  description: string;
  kind: BodyKind;
  schema?: z.ZodType;
  /** The shared problem schema, when kind is `problem`. */
  problem?: string;
  /** Also answered as CSV: what it holds. */
  csv?: string;
  /** Answered as an Atom feed: what it holds. */
  atom?: string;
  headers: ResponseHeader[];
}

const bodyOf = (status: number, r: ResponseDoc): Pick<DocumentedResponse, 'kind' | 'problem'> => {
  const kind = r.kind ?? (status >= 400 ? 'problem' : 'json');
  return kind === 'problem' ? { kind, problem: r.problem ?? (status === 409 ? AMBIGUOUS_PROBLEM : PROBLEM) } : { kind };
};
const problem = { kind: 'problem', problem: PROBLEM } as const;

/** Counted by the gate: a CDN file never reaches it. */
export const isGated = (e: OperationFacts): boolean => Boolean(e.metered) && !e.static;
/** Answered with an ETag, so revalidated with a 304: every GET but a no-store one; a static file by the CDN. */
const isCacheable = (e: OperationFacts): boolean => Boolean(e.static) || (e.method === 'GET' && !e.uncached);

/** The gate's and the edge's answers, with the headers each carries. */
const edgeResponses = (e: OperationFacts): Record<number, DocumentedResponse> => {
  const gated = isGated(e);
  const counted: ResponseHeader[] = gated ? [...RATE_LIMIT_HEADERS] : [];
  const out: Record<number, DocumentedResponse> = {};
  if (isCacheable(e)) {
    out[304] = { description: 'Not modified: the ETag sent in If-None-Match still names this answer; no body', kind: 'empty', headers: ['ETag', ...counted] };
  }
  if (e.static) return out;
  if (/\{\w+\}/.test(e.path)) {
    out[400] = { description: 'The path is not valid percent-encoded UTF-8', ...problem, headers: [] };
  }
  if (e.method === 'POST') {
    out[413] = { description: `The body is larger than ${e.maxBody ?? '64 KB'}`, ...problem, headers: counted };
    out[415] = { description: e.csvBody ? 'The body is sent neither as JSON (Content-Type application/json) nor as CSV (text/csv)' : 'The body is not sent as JSON (Content-Type application/json)', ...problem, headers: counted };
  }
  if (gated) {
    out[401] = {
      description:
        'Authorization was sent but is not a valid key: not `Bearer <key>`, malformed, unknown, revoked, or of a plan no longer offered. Never a silent downgrade to anonymous',
      ...problem,
      headers: ['WWW-Authenticate'],
    };
    out[429] = {
      description: "The caller's daily budget is spent (`/problems/too-many-requests`); Retry-After gives the seconds to 00:00 UTC, when it resets. The request is not counted",
      ...problem,
      headers: ['Retry-After', ...counted],
    };
    out[503] = {
      description:
        'The key and budget store cannot be reached or is not configured, so the request cannot be counted (or its key verified); Retry-After suggests when to try again',
      ...problem,
      headers: ['Retry-After'],
    };
  }
  out[500] = { description: 'Unexpected error on the service\'s side; the detail quotes the request id. Never a stack trace', ...problem, headers: [] };
  return out;
};

/** The route's own statuses merged with the edge's; a status both give is described as either cause. */
export const operationResponses = (e: OperationFacts): Record<number, DocumentedResponse> => {
  const gated = isGated(e);
  const cacheable = isCacheable(e);
  const base: ResponseHeader[] = e.static ? [] : ['X-Request-Id'];
  const own = Object.fromEntries(
    Object.entries(e.responses).map(([s, r]): [number, DocumentedResponse] => {
      const status = Number(s);
      const success = status >= 200 && status < 300;
      const headers: ResponseHeader[] = [
        ...(success && cacheable ? (['ETag'] as const) : []),
        ...(success ? (['Cache-Control'] as const) : []),
        ...(gated ? RATE_LIMIT_HEADERS : []),
      ];
      return [status, { description: r.description, ...bodyOf(status, r), ...(r.schema ? { schema: r.schema } : {}), ...(r.csv ? { csv: r.csv } : {}), ...(r.atom ? { atom: r.atom } : {}), headers }];
    }),
  );
  const edge = edgeResponses(e);
  const merged: Record<number, DocumentedResponse> = {};
  for (const status of [...new Set([...Object.keys(own), ...Object.keys(edge)].map(Number))].sort((a, b) => a - b)) {
    const a = own[status];
    const b = edge[status];
    if (a && b && (a.kind !== b.kind || a.problem !== b.problem)) {
      throw new Error(`${e.method} ${e.path} ${status}: the route's body (${a.problem ?? a.kind}) is not the edge's (${b.problem ?? b.kind})`);
    }
    const r: DocumentedResponse = a && b ? { ...a, description: `${a.description}; or ${b.description.charAt(0).toLowerCase()}${b.description.slice(1)}`, headers: [...a.headers, ...b.headers] } : (a ?? b)!;
    merged[status] = { ...r, headers: [...new Set([...base, ...r.headers])] };
  }
  return merged;
};
