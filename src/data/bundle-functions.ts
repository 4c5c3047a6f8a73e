/**
 * Bundles netlify/functions/ with Netlify's own bundler (@netlify/zip-it-and-ship-it, offline) from the
 * [functions] settings of netlify.toml, unzipped into .cache/functions/: the files Netlify would deploy,
 * which the local server imports. The manifest it writes holds each function's routes.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

export const bundleFunctions = async (archiveFormat: 'none' | 'zip' = 'none', out = FUNCTIONS_OUT) => {
  const settings = functionsSettings();
  rmSync(out, { recursive: true, force: true });
  return zipFunctions([join(ROOT, settings.directory)], out, {
    basePath: ROOT,
    repositoryRoot: ROOT,
    archiveFormat,
    manifest: join(out, 'manifest.json'),
    config: { '*': { nodeBundler: settings.node_bundler ?? 'esbuild', includedFiles: settings.included_files ?? [] } },
  });
};
