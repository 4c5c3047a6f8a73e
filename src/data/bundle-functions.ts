/**
 * Bundles netlify/functions/ with Netlify's own bundler (@netlify/zip-it-and-ship-it, offline) from the
 * [functions] settings of netlify.toml, unzipped into .cache/functions/: the files Netlify would deploy,
 * which the local server imports. The manifest it writes holds each function's routes.
 *
 * Netlify bundles every V2 function (`export default` plus `config`) with nft, whatever node_bundler says
 * (getBundlerName in zip-it-and-ship-it: only `none` overrides it): local imports are inlined, packages are
 * traced and shipped as files (313 of them, 12 MB, about 180 ms to import). So the app is first bundled here,
 * packages included, into one module that the function imports by a relative path (bundleApp): Netlify's
 * bundler inlines it, and the function deploys as one file beside its data. The MCP SDK, which only /mcp loads, is
 * a second module bundled the same way (bundleMcpSdk), so the function ships two files of its own and no node_modules.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { FUNCTIONS_OUT, ROOT } from './paths.ts';

interface FunctionsSettings {
  directory: string;
  node_bundler?: 'esbuild' | 'nft' | 'zisi';
  included_files?: string[];
}

export const functionsSettings = (): FunctionsSettings => {
  const toml = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as { functions?: FunctionsSettings };
  if (!toml.functions?.directory) throw new Error('netlify.toml declares no [functions] directory');
  return toml.functions;
};

/** The app bundle netlify/functions/api.mts imports (its types: netlify/app/function-app.d.mts). */
export const APP_BUNDLE = join(ROOT, 'netlify', 'app', 'function-app.mjs');
/**
 * The MCP SDK's bundle (src/http/mcp/mcp-sdk.ts with its packages), beside the app bundle. The app imports it as
 * `new URL('../app/mcp-sdk.mjs', import.meta.url)`, which names the same file from the function module
 * (netlify/functions/api.mjs, which inlines the app) as from the app bundle itself (netlify/app/); Netlify's bundler
 * leaves a computed import() alone, and nft ships the file that URL names at that path (as an asset: the file
 * imports nothing but Node's modules). tests/contract/function-bundle.test.ts checks what ships.
 */
export const MCP_SDK_BUNDLE = join(ROOT, 'netlify', 'app', 'mcp-sdk.mjs');
const MCP_SDK_FROM_MODULE = '../app/mcp-sdk.mjs';

/** src/compose/function-app.ts and everything it imports, packages included, as one ES module. */
/** Beside the bundled functions: the modules inlined into the app bundle, by path (read by tests). */
export const APP_MODULES = 'app-modules.json';
/** The same for the MCP SDK's bundle. */
export const MCP_SDK_MODULES = 'mcp-sdk-modules.json';

/**
 * zod re-exports every locale as a namespace (`z.locales`), so a bundle carries all of them (about 300 KB of
 * the module's 880 KB) although only English, zod's default, is used: the namespace is replaced by English alone.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), '..', 'locales'), namespace: 'zod-english-only' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({ contents: "export { default as en } from './en.js';", resolveDir: args.path, loader: 'js' }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Less to parse at a cold start; identifiers kept, so stack traces in the logs stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
} as const;

export const bundleApp = () =>
  build({
    ...common,
    plugins: [zodEnglishOnly],
    entryPoints: [join(ROOT, 'src', 'compose', 'function-app.ts')],
    outfile: APP_BUNDLE,
    // Not for the app: keepNames wraps every closure the code makes in a call that defines its name, and a new
    // estimate makes dozens (3% of its time through the server, measured). Its functions keep the names their
    // bindings give them; only one renamed to avoid a clash (estimate2) shows so in a stack trace.
    keepNames: false,
    // The MCP SDK is a file of its own (bundleMcpSdk), imported by a computed URL on the first /mcp request
    // (src/http/mcp/mcp-server.ts): inlined, every cold start would parse it; left a package, Netlify's bundler
    // (nft) would ship the SDK and its dependencies as hundreds of files.
    define: { MCP_SDK_BUNDLE: JSON.stringify(MCP_SDK_FROM_MODULE) },
  });

/** The SDK as one module with its packages (zod again among them: the app's copy is inside the app bundle). */
export const bundleMcpSdk = () =>
  build({ ...common, plugins: [zodEnglishOnly], entryPoints: [join(ROOT, 'src', 'http', 'mcp', 'mcp-sdk.ts')], outfile: MCP_SDK_BUNDLE });

export const bundleFunctions = async (archiveFormat: 'none' | 'zip' = 'none', out = FUNCTIONS_OUT) => {
  const settings = functionsSettings();
  const [app, sdk] = await Promise.all([bundleApp(), bundleMcpSdk()]);
  rmSync(out, { recursive: true, force: true });
  const functions = await zipFunctions([join(ROOT, settings.directory)], out, {
    basePath: ROOT,
    repositoryRoot: ROOT,
    archiveFormat,
    manifest: join(out, 'manifest.json'),
    config: { '*': { nodeBundler: settings.node_bundler ?? 'esbuild', includedFiles: settings.included_files ?? [] } },
  });
  writeFileSync(join(out, APP_MODULES), `${JSON.stringify(Object.keys(app.metafile.inputs).sort(), null, 1)}\n`);
  writeFileSync(join(out, MCP_SDK_MODULES), `${JSON.stringify(Object.keys(sdk.metafile.inputs).sort(), null, 1)}\n`);
  return functions;
};
