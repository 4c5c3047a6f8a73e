/**
 * The OpenAPI document as a real client reads it: openapi-typescript generates types from the document the build
 * writes (generated here in process from the route table), a client written against them is type-checked by the
 * TypeScript compiler, and the same client calls the API over HTTP with openapi-fetch. It writes `limit: 3` and
 * `classifiable: true`; `limit: "3"` does not compile. The server is the fixture app on a loopback port, so this
 * needs no build.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/http/openapi-document.ts';
import { MAX_LIMIT } from '../../../src/lib/query/params.ts';
import { fixtureCall } from '../../support/fixture-app.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Inside the repository, so the client resolves openapi-fetch from its node_modules; .cache is ignored by git and lint. */
const DIR = join(ROOT, '.cache', `typed-client-${process.pid}`);

/** Inside the anonymous plan's history window whenever the suite runs. */
const RECENT = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/** The client, as an API user writes it against the generated `paths`. Every call is typed by the document. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export const calls = async (baseUrl: string) => {
  const api = createClient<paths>({ baseUrl });
  const page = await api.GET('/v1/tariffs', { params: { query: { q: 'wine', limit: 3, classifiable: true } } });
  const total: number | undefined = page.data?.total;
  const htsnos: string[] = (page.data?.items ?? []).map((line) => line.htsno);
  const missing = await api.GET('/v1/tariffs/{htsno}', { params: { path: { htsno: '9999' } } });
  const problemStatus: number | undefined = missing.error?.status;
  const tooMany = await api.GET('/v1/countries', { params: { query: { limit: ${MAX_LIMIT + 1}, mapped: false } } });
  const details = tooMany.error?.details;
  const changes = await api.GET('/v1/changes', { params: { query: { since: '${RECENT}', limit: 1 } } });
  return {
    page: { status: page.response.status, total, htsnos },
    missing: { status: missing.response.status, problemStatus },
    tooMany: { status: tooMany.response.status, details },
    changes: { status: changes.response.status },
  };
};
`;

/** What the document must refuse: a number sent as text, a boolean as text, a parameter the operation does not take. */
const WRONG = [
  `api.GET('/v1/tariffs', { params: { query: { limit: '3' } } });`,
  `api.GET('/v1/tariffs', { params: { query: { classifiable: 'true' } } });`,
  `api.GET('/v1/chapter99', { params: { query: { q: 'wine' } } });`,
];
const wrongClient = (line: string) => `import createClient from 'openapi-fetch';\nimport type { paths } from './api.ts';\nconst api = createClient<paths>({ baseUrl: '' });\nvoid ${line}\n`;

/** The compiler's errors, by file, for the client and every wrong call: one program, so the document is checked once. */
const typeErrors = (): Map<string, { line: number; text: string }[]> => {
  const files = ['client.ts', ...WRONG.map((_, i) => `wrong-${i}.ts`)];
  const program = ts.createProgram(
    files.map((f) => join(DIR, f)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    },
  );
  const byFile = new Map<string, { line: number; text: string }[]>(files.map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? d.file.fileName.slice(DIR.length + 1) : '(global)';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    (byFile.get(name) ?? byFile.set(name, []).get(name)!).push({ line, text: ts.flattenDiagnosticMessageText(d.messageText, '\n') });
  }
  return byFile;
};
let errors: Map<string, { line: number; text: string }[]>;

/** What the client returns (its own types come from the generated document; this is what the test reads). */
interface Answers {
  page: { status: number; total?: number; htsnos: string[] };
  missing: { status: number; problemStatus?: number };
  tooMany: { status: number; details?: unknown };
  changes: { status: number };
}

let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  const doc = openApiDocument('http://localhost:4321');
  writeFileSync(join(DIR, 'api.ts'), astToString(await openapiTS(doc as never)));
  writeFileSync(join(DIR, 'client.ts'), CLIENT);
  WRONG.forEach((line, i) => writeFileSync(join(DIR, `wrong-${i}.ts`), wrongClient(line)));
  const call = fixtureCall();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: (request: Request) => call(new URL(request.url).pathname + new URL(request.url).search, request), port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(DIR, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks with query numbers and booleans as such', { timeout: 120_000 }, () => {
    errors = typeErrors();
    expect([...errors].filter(([file]) => !file.startsWith('wrong-'))).toEqual([['client.ts', []]]);
  });

  it('refuses a number or a boolean sent as text, and a parameter the operation does not take', () => {
    // Each wrong client's only errors are on its call (line 4), so none passes for a reason of its own.
    WRONG.forEach((call, i) => {
      const found = errors.get(`wrong-${i}.ts`) ?? [];
      expect(found.length, call).toBeGreaterThan(0);
      expect(found.filter((e) => e.line !== 3), call).toEqual([]);
    });
  });

  it('calls the API over HTTP: limit 3 answers 3 lines, the errors are the documented bodies', async () => {
    const { calls } = (await import(pathToFileURL(join(DIR, 'client.ts')).href)) as { calls: (baseUrl: string) => Promise<Answers> };
    const answer = await calls(baseUrl);
    expect(answer.page).toMatchObject({ status: 200 });
    expect(answer.page.htsnos).toHaveLength(3);
    expect(answer.page.total).toBeGreaterThan(3);
    expect(answer.missing).toEqual({ status: 404, problemStatus: 404 });
    expect(answer.tooMany).toEqual({ status: 400, details: [`limit: must be at most ${MAX_LIMIT}`] });
    expect(answer.changes.status).toBe(200);
  });
});
