/**
 * The contract tests' one set of helpers: read an answer as the contract says it must be (status, media type,
 * body schema) or fail the test; walk a list by its cursors; the bodies of a POST. Each takes the `Call` it
 * talks through (tests/support/app.ts: in process or the built function), so a suite runs on both unchanged.
 * The answer shapes are docs/CONTRACT.md's: JSON bodies, RFC 9457 problems, the bad-filter body of part 7.2.
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import { BadFilter } from '../../src/http/bad-filter.ts';
import { Problem } from '../../src/http/problem.ts';
import type { Call } from './app.ts';

/** A JSON answer of `status` parsed by `schema`: a wrong status, media type or shape fails the test. */
export const jsonOf = async <S extends z.ZodType>(res: Response, status: number, schema: S, label?: string): Promise<z.infer<S>> => {
  expect(res.status, label).toBe(status);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  return schema.parse(await res.json());
};

/** An RFC 9457 problem document of `status` (media type application/problem+json). */
export const problemOf = async (res: Response, status: number, label?: string): Promise<Problem> => {
  expect(res.status, label).toBe(status);
  expect(res.headers.get('content-type'), label).toBe('application/problem+json');
  return Problem.parse(await res.json());
};

/** The bad-filter body `{error, details[]}` with a 400 (contract part 7.2). */
export const badFilterOf = (res: Response, label?: string): Promise<BadFilter> => jsonOf(res, 400, BadFilter, label);

/** GET `path` through `call`: a 200 whose body `schema` parses. */
export const getJson = async <S extends z.ZodType>(call: Call, path: string, schema: S): Promise<z.infer<S>> =>
  jsonOf(await call(path), 200, schema, path);

/** `path` with `query` and, when there is one, the cursor of the next page. */
const pageUrl = (path: string, query: string, cursor: string | null): string => {
  const params = [query, cursor === null ? '' : `cursor=${encodeURIComponent(cursor)}`].filter((p) => p !== '');
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
};

/** A list page as every list endpoint answers it. */
type PageSchema = z.ZodType<{ items: unknown[]; total: number; nextCursor: string | null }>;

/**
 * Every page of a list query, following nextCursor until it is null; each page must be a 200 its schema parses,
 * and a walk longer than `maxPages` fails (a cursor that never ends).
 */
export const walkPages = async <S extends PageSchema>(
  call: Call,
  path: string,
  query: string,
  schema: S,
  maxPages = 100,
): Promise<{ items: z.infer<S>['items']; total: number; pages: number }> => {
  const items: z.infer<S>['items'] = [];
  let cursor: string | null = null;
  for (let pages = 1; pages <= maxPages; pages++) {
    const url = pageUrl(path, query, cursor);
    const body: z.infer<S> = await getJson(call, url, schema);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (cursor === null) return { items, total: body.total, pages };
  }
  throw new Error(`the cursor walk of ${path}?${query} did not end within ${maxPages} pages`);
};

/** One list endpoint through one Call: a page, a bad filter, every page. */
export const listEndpoint = <S extends PageSchema>(call: Call, path: string, schema: S) => ({
  list: (query = ''): Promise<z.infer<S>> => getJson(call, pageUrl(path, query, null), schema),
  badFilter: async (query: string): Promise<BadFilter> => badFilterOf(await call(pageUrl(path, query, null)), query),
  walk: async (query = '', maxPages = 100): Promise<z.infer<S>['items']> => (await walkPages(call, path, query, schema, maxPages)).items,
});

/** A POST with a JSON body (a string is sent as it is, for bodies that are not JSON). */
export const postJson = (call: Call, path: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  call(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** The request options that present an API key. */
export const bearer = (key: string): RequestInit => ({ headers: { Authorization: `Bearer ${key}` } });
