/**
 * Two ways to call the API in tests: the handlers in process (createApp with
 * the index the build wrote) and the built Netlify function itself.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../src/http/app.ts';
import type { Deps } from '../../src/http/context.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { FUNCTION_DIR, SSR_FUNCTION } from '../../src/data/paths.ts';
import { hydrateHts, type HtsIndex } from '../../src/lib/datasets/hts-index.ts';

export type Call = (path: string, init?: RequestInit) => Promise<Response>;

const load = async (name: string): Promise<any> => (await import(pathToFileURL(join(FUNCTION_DIR, `${name}.js`)).href)).default;
let hts: ReturnType<typeof hydrateHts> | undefined;
/** The same bundled indexes the function loads, read from the build output. */
export const testDeps: Deps = {
  hts: async () => (hts ??= hydrateHts((await load('hts-index')) as HtsIndex)),
  reference: () => load('reference-index'),
  changes: () => load('changes-index'),
  sources: () => load('sources-index'),
};

const inProcess = createApp({ deps: testDeps, routes: ROUTES });
export const callHandler: Call = (path, init) => inProcess(new Request(`http://test.local${path}`, init));

let built: ((r: Request, c: unknown) => Promise<Response>) | undefined;
export const callBuilt: Call = async (path, init) => {
  built ??= (await import(SSR_FUNCTION)).default;
  return built!(new Request(`http://test.local${path}`, init), { ip: '127.0.0.1' });
};

/** Run a suite against both. */
export const TARGETS: [string, Call][] = [
  ['handlers', callHandler],
  ['built function', callBuilt],
];
