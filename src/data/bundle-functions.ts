/**
 * Bundles netlify/functions/ with Netlify's own bundler (@netlify/zip-it-and-ship-it, offline) from the
 * [functions] settings of netlify.toml, unzipped into .cache/functions/: the files Netlify would deploy,
 * which the local server imports. The manifest it writes holds each function's routes.
 *
 * Netlify bundles every V2 function (`export default` plus `config`) with nft, whatever node_bundler says
 * (getBundlerName in zip-it-and-ship-it: only `none` overrides it): local imports are inlined, packages are
 * traced and shipped as files (313 of them, 12 MB, about 180 ms to import). So the app is first bundled here,
 * packages included, into one module that the function imports by a relative path (bundleApp): Netlify's
 * bundler inlines it, and the function deploys as one file beside its data.
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

/** src/compose/function-app.ts and everything it imports, packages included, as one ES module. */
/** Beside the bundled functions: the modules inlined into the app bundle, by path (read by tests). */
export const APP_MODULES = 'app-modules.json';

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

export const bundleApp = () =>
  build({
    entryPoints: [join(ROOT, 'src', 'compose', 'function-app.ts')],
    outfile: APP_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Less to parse at a cold start; names kept, so stack traces in the logs stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    keepNames: true,
    legalComments: 'none',
    metafile: true,
    plugins: [zodEnglishOnly],
    // The MCP SDK stays a package the app imports with import() on the first /mcp request: inlined, every cold
    // start would parse it. Netlify's bundler (nft) follows that import() and ships the package beside the bundle.
    external: ['@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*'],
    logLevel: 'warning',
  });

export const bundleFunctions = async (archiveFormat: 'none' | 'zip' = 'none', out = FUNCTIONS_OUT) => {
  const settings = functionsSettings();
  const app = await bundleApp();
  rmSync(out, { recursive: true, force: true });
  const functions = await zipFunctions([join(ROOT, settings.directory)], out, {
    basePath: ROOT,
    repositoryRoot: ROOT,
    archiveFormat,
    manifest: join(out, 'manifest.json'),
    config: { '*': { nodeBundler: settings.node_bundler ?? 'esbuild', includedFiles: settings.included_files ?? [] } },
  });
  writeFileSync(join(out, APP_MODULES), `${JSON.stringify(Object.keys(app.metafile.inputs).sort(), null, 1)}\n`);
  return functions;
};
