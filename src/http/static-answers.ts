/**
 * The parameterless answers (routes marked `static`) are files: the build
 * renders each through the app once and writes it under /api/v1/answers/;
 * Netlify serves it at its /v1 path by a rewrite in dist/_redirects, with
 * the API's headers from dist/_headers. The function's config excludes these
 * paths, so the function never sees them and they count against no budget.
 */
import { CORS_HEADERS } from './headers.ts';
import type { Route } from './router.ts';

export interface StaticAnswer {
  /** The public path, e.g. /v1/tariffs/release. */
  path: string;
  /** Where the file is served from within the site, e.g. /api/v1/answers/tariffs-release.json. */
  file: string;
}

export const ANSWERS_DIR = '/api/v1/answers';

export const staticAnswers = (routes: readonly Route[]): StaticAnswer[] =>
  routes.filter((r) => r.static).map((r) => ({ path: r.path, file: `${ANSWERS_DIR}/${r.path.replace(/^\/v1\//, '').replaceAll('/', '-')}.json` }));

/** Both spellings the router accepts (with and without a trailing slash) for each answer. */
export const answerPaths = (answer: StaticAnswer): string[] => [answer.path, `${answer.path}/`];

export const redirectsFile = (answers: readonly StaticAnswer[]): string =>
  [
    '# Parameterless /v1 answers: static files written by the build (src/http/static-answers.ts).',
    ...answers.flatMap((a) => answerPaths(a).map((p) => `${p}  ${a.file}  200`)),
    '',
  ].join('\n');

/** A shared cache may keep these: they carry no caller's budget. The CDN adds a strong ETag. */
export const STATIC_ANSWER_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * The headers each answer is served with, beside the site-wide ones (which already set nosniff): JSON, CORS,
 * caching, and the deprecation fields the function would send (`signal`, taken from the rendered answer).
 */
export const answerHeaders = (signal: Record<string, string>): Record<string, string> => ({
  'Content-Type': 'application/json; charset=utf-8',
  ...CORS_HEADERS,
  'Cache-Control': STATIC_ANSWER_CACHE,
  ...signal,
});

/** Headers of a rendered answer that belong in _headers: the deprecation signal, never per-request fields. */
export const DEPRECATION_HEADER_NAMES = ['Deprecation', 'Sunset', 'Link'] as const;
