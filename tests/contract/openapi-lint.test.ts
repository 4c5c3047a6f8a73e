/**
 * Two linters nobody here wrote, with their recommended rulesets, find
 * nothing in the OpenAPI document: `redocly lint` (redocly.yaml) and
 * `spectral lint` (.spectral.yaml, spectral:oas). The document is generated
 * in process from the route table, so this needs no build; it is written
 * where the build writes it, inside a scratch directory holding the repo's
 * lint configuration, so the same files apply as to a run by hand
 * (`npx redocly lint`, `npx spectral lint dist/api/v1/openapi.json`).
 * Both CLIs run offline: Redocly's telemetry and update check are off.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/http/openapi-document.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const DOC = join('dist', 'api', 'v1', 'openapi.json');
const CONFIG = ['redocly.yaml', '.redocly.lint-ignore.yaml', '.spectral.yaml'];
const bin = (name: string) => realpathSync(join(ROOT, 'node_modules', '.bin', name));

const doc = openApiDocument('http://localhost:4321');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  mkdirSync(join(dir, 'dist', 'api', 'v1'), { recursive: true });
  writeFileSync(join(dir, DOC), `${JSON.stringify(doc)}\n`);
  for (const f of CONFIG) copyFileSync(join(ROOT, f), join(dir, f));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a CLI in the scratch directory; a linter that finds problems exits non-zero, so the exit code is not the verdict. */
const lint = async (cli: string, args: string[]): Promise<{ stdout: string; code: number }> => {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    const { stdout } = await run(process.execPath, [bin(cli), ...args], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
    return { stdout, code: 0 };
  } catch (error) {
    const e = error as { stdout?: string; code?: number };
    return { stdout: e.stdout ?? '', code: typeof e.code === 'number' ? e.code : -1 };
  }
};

describe('the OpenAPI document under third-party linters', () => {
  it('redocly lint (recommended): 0 errors, 0 warnings', { timeout: 120_000 }, async () => {
    const { stdout, code } = await lint('redocly', ['lint', '--format', 'json', DOC]);
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(code).toBe(0);
  });

  it('spectral lint (spectral:oas): no result of any severity', { timeout: 120_000 }, async () => {
    const out = join(dir, 'spectral.json');
    const { code } = await lint('spectral', ['lint', '--ruleset', '.spectral.yaml', '--format', 'json', '--output', out, '--fail-severity', 'hint', DOC]);
    const results = JSON.parse(readFileSync(out, 'utf8')) as { code: string; severity: number; message: string; path: string[] }[];
    expect(results.map((r) => `${['error', 'warning', 'info', 'hint'][r.severity]} ${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    expect(code).toBe(0);
  });

  it("Redocly's ignore file excepts exactly the operations that answer no 4xx", () => {
    const ignored = [...readFileSync(join(ROOT, '.redocly.lint-ignore.yaml'), 'utf8').matchAll(/^\s*- '(#\/paths\/[^']+)'$/gm)].map((m) => m[1]);
    const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
    const without4xx = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, { responses: Record<string, unknown> }>)
        .filter(([, op]) => !Object.keys(op.responses).some((s) => s.startsWith('4')))
        .map(([method]) => pointer('paths', path, method, 'responses')),
    );
    expect(ignored.sort()).toEqual(without4xx.sort());
  });
});
