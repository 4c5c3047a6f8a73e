/**
 * Two ways to call the API in tests: the handlers in process (createApp with
 * the data files the build wrote, no gate) and the built Netlify function itself,
 * gated as deployed, with its key and budget store on a local Blobs server
 * (one per worker: the build project shares modules between files), each file
 * calling from its own address so each starts with a full anonymous budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/http/app.ts';
import type { Deps } from '../../src/app/deps.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { startLocalBlobs } from '../../src/data/local-blobs-server.ts';
import { DEPLOY_BLOBS_BUILD, DEPLOY_BLOBS_UPLOAD, FUNCTION_DIR } from '../../src/data/paths.ts';
import { createFunctionDeps } from '../../src/data/function-deps.ts';
import { importBuiltApi, netlifyContext } from './built-api.ts';

export type { Call } from './target.ts';
import type { Call, Target } from './target.ts';
import { allLinesOf } from './target.ts';

/** The same data files the function reads, from the build output (the function reads its bundled copy of them). */
export const testDeps: Deps = createFunctionDeps({ dir: () => FUNCTION_DIR, blobsDir: () => DEPLOY_BLOBS_BUILD });

const inProcess = createApp({ deps: testDeps, routes: ROUTES });
export const callHandler: Call = (path, init) => inProcess(new Request(`http://test.local${path}`, init));

/** Points the built function at a local store, as Netlify points it at the site's (NETLIFY_BLOBS_CONTEXT). */
export const startTestBlobs = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tariff-blobs-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return startLocalBlobs(dir);
};

type BuiltFunction = (r: Request, c: unknown) => Promise<Response>;
let built: Promise<BuiltFunction> | undefined;
export const builtFunction = (): Promise<BuiltFunction> =>
  (built ??= (async () => {
    process.env.NETLIFY_BLOBS_CONTEXT ??= (await startTestBlobs()).encodedContext;
    process.env.TARIFF_CALLER_SALT ??= 'test-salt-for-the-built-function';
    // Netlify's deploy store, as the build's files (the function reads the store itself when this is unset).
    process.env.TARIFF_DEPLOY_BLOBS_DIR ??= DEPLOY_BLOBS_UPLOAD;
    return (await importBuiltApi()).default as BuiltFunction;
  })());

export const callBuilt: Call = async (path, init) => (await builtFunction())(new Request(`http://test.local${path}`, init), netlifyContext());

/** Run a suite against both. */
export const TARGETS: [string, Call][] = [
  ['handlers', callHandler],
  ['built function', callBuilt],
];

/** Every line of the schedule in schedule order, unpacked from the chapter files the function reads. */
export const allLines = () => allLinesOf(testDeps);

/** The built function over the real data, as an HTTP suite's target (tests/support/target.ts). */
export const BUILT_TARGET: Target = { name: 'built function', call: callBuilt, deps: testDeps, real: true, inProcess: false };
