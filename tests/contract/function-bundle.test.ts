/**
 * The API function is what Netlify would deploy: bundled from netlify/functions/api.mts by Netlify's own
 * bundler with netlify.toml's settings, carrying no Astro runtime, and the local server runs that bundle.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MODULES, bundleFunctions, functionsSettings, MCP_SDK_MODULES } from '../../src/data/bundle-functions.ts';
import { API_FUNCTION_MODULE, FUNCTIONS_MANIFEST, FUNCTIONS_OUT, ROOT } from '../../src/data/paths.ts';
import { builtFunction } from '../support/app.ts';
import { netlifyContext } from '../support/built-api.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const API_DIR = join(FUNCTIONS_OUT, 'api');
const digest = (dir: string) =>
  Object.fromEntries(
    fg
      .sync('**/*', { cwd: dir, dot: true })
      .sort()
      .map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')]),
  );

describe('the API function bundle', () => {
  it('is netlify/functions/api.mts as Netlify bundles it from netlify.toml', async () => {
    const manifest = JSON.parse(readFileSync(FUNCTIONS_MANIFEST, 'utf8')) as { functions: { name: string; mainFile: string }[] };
    expect(manifest.functions.map((f) => [f.name, f.mainFile])).toEqual([['api', join(ROOT, 'netlify', 'functions', 'api.mts')]]);
    expect(functionsSettings()).toMatchObject({ directory: 'netlify/functions', included_files: ['.cache/build/function/**'] });
    // Bundled again from the same entry files, the same files come out, byte for byte.
    const out = mkdtempSync(join(tmpdir(), 'bundle-again-'));
    try {
      await bundleFunctions('none', out);
      expect(digest(join(out, 'api'))).toEqual(digest(API_DIR));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('carries no Astro runtime', () => {
    const files = fg.sync('**/*', { cwd: API_DIR, dot: true });
    expect(files.filter((f) => /(^|\/)(astro|@astrojs)(\/|$)/.test(f))).toEqual([]);
    const source = readFileSync(API_FUNCTION_MODULE, 'utf8');
    // Every module inlined into the app bundle, by path: none may come from Astro.
    const inlined = JSON.parse(readFileSync(join(FUNCTIONS_OUT, APP_MODULES), 'utf8')) as string[];
    expect(inlined.length).toBeGreaterThan(10);
    expect(inlined.filter((m) => /astro/i.test(m))).toEqual([]);
    expect(source).not.toMatch(/from ["']astro[:/"']/);
  });

  it('deploys as one module and the MCP SDK as one more, no node_modules, beside its data files', () => {
    const inlined = JSON.parse(readFileSync(join(FUNCTIONS_OUT, APP_MODULES), 'utf8')) as string[];
    expect(inlined).toContain('src/compose/function-app.ts');
    for (const pkg of ['zod', '@netlify/blobs']) expect(inlined.some((m) => m.startsWith(`node_modules/${pkg}/`)), pkg).toBe(true);
    // The SDK is not in the app's module: it is its own bundle, imported on the first /mcp request.
    expect(inlined.filter((m) => m.includes('@modelcontextprotocol/'))).toEqual([]);
    const sdk = JSON.parse(readFileSync(join(FUNCTIONS_OUT, MCP_SDK_MODULES), 'utf8')) as string[];
    expect(sdk).toContain('src/http/mcp/mcp-sdk.ts');
    expect(sdk.some((m) => m.startsWith('node_modules/@modelcontextprotocol/sdk/'))).toBe(true);
    const code = fg.sync('**/*', { cwd: API_DIR, dot: true }).filter((f) => !f.startsWith('.cache/build/function/'));
    // Netlify's own entry point, bootstrap and telemetry files, the function and the SDK's bundle: nothing traced
    // from node_modules (the SDK and its dependencies were 412 files of them).
    expect(code.filter((f) => f.startsWith('node_modules/'))).toEqual([]);
    expect(code.filter((f) => !f.startsWith('___netlify-')).sort()).toEqual(['netlify/app/mcp-sdk.mjs', 'netlify/functions/api.mjs']);
    expect(code.length).toBeLessThanOrEqual(5);
    for (const file of [API_FUNCTION_MODULE, join(API_DIR, 'netlify', 'app', 'mcp-sdk.mjs')]) {
      const source = readFileSync(file, 'utf8');
      // Only Node's own modules are imported: everything else is in these files (the SDK's is minified to one line).
      const imported = [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
      expect(imported.filter((m) => !m.startsWith('node:') && !['module', 'path', 'url'].includes(m)), file).toEqual([]);
    }
  });

  it('carries of zod only what the app reaches (zod imported as a namespace): not its JSON Schema reader', () => {
    const source = readFileSync(API_FUNCTION_MODULE, 'utf8');
    // Identifiers are not minified: present only when `import { z }` kept every member of zod.
    expect(source).not.toContain('fromJSONSchema');
  });

  it('names no function at run time: no keepNames wrapper on the closures a request makes', () => {
    expect(readFileSync(API_FUNCTION_MODULE, 'utf8')).not.toMatch(/\b__name\(/);
  });

  it('answers as deployed: (Request, Context) with waitUntil', async () => {
    const fn = await builtFunction();
    const tasks: Promise<unknown>[] = [];
    const res = await fn(new Request('http://test.local/v1/tariffs/2204.21.50.05'), netlifyContext('127.0.0.1', tasks));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { htsno: string }).htsno).toBe('2204.21.50.05');
    expect(tasks.length).toBeGreaterThan(0);
    await Promise.all(tasks);
  });
});

describe('the local server runs that bundle', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('routes the function paths to it and answers the same bytes', async () => {
    const fn = await builtFunction();
    for (const path of ['/v1/tariffs/2204.21.50.05', '/v1/tariffs/2204', '/v1/countries/CL', '/v1/nothing-here']) {
      const served = await fetch(`${server.base}${path}`);
      const direct = await fn(new Request(`http://test.local${path}`), netlifyContext());
      expect(served.status, path).toBe(direct.status);
      expect(served.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(await served.text(), path).toBe(await direct.text());
    }
  });
});
