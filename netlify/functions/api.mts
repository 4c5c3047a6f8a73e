/**
 * The API as one native Netlify Function: every /v1 path, /healthz and /mcp (src/http/mcp) except the
 * parameterless answers, which are static files served by rewrites (dist/_redirects).
 * No Astro here: the router, the gate and the handlers are src/http, composed with the
 * adapters of src/data (src/compose/function-app.ts); the data are the per-chapter files
 * the build writes (shipped with the function as included_files).
 *
 * The app comes prebuilt as one module (src/compose/function-app.ts and its packages, bundled by the build into
 * netlify/app/function-app.mjs): Netlify bundles V2 functions with nft, which leaves packages as hundreds of
 * files, but it inlines local imports, so this function deploys as one file (and the MCP SDK's own bundle, which
 * the app imports on the first /mcp request only).
 */
import type { Config, Context } from '@netlify/functions';
import { callers, functionApp } from '../app/function-app.mjs';

export default async (request: Request, context: Context): Promise<Response> => {
  const response = await functionApp(request, { clientAddress: context.ip });
  // Counts are written after the answer: keep the function alive until this request's count is stored.
  context.waitUntil(callers.settle());
  return response;
};

/** For a long-lived host (the local server): write every count still in memory before exiting. */
export const flush = (): Promise<void> => callers.flush();

// A literal: Netlify reads it without running the module. tests/contract/static-answers.test.ts keeps
// excludedPath equal to the routes the build writes as static files.
export const config: Config = {
  path: ['/v1', '/v1/*', '/healthz', '/healthz/', '/mcp', '/mcp/'],
  excludedPath: [
    '/v1/tariffs/release',
    '/v1/tariffs/release/',
    '/v1/customs-rules',
    '/v1/customs-rules/',
    '/v1/sources',
    '/v1/sources/',
    '/v1/plans',
    '/v1/plans/',
    '/v1/version',
    '/v1/version/',
  ],
};
