/**
 * The rules `npm run lint` enforces, run with the project's own eslint.config.js on a small tree of probe files:
 * each boundary and promise rule must catch its violation and pass clean code (a rule that silently stopped
 * matching would otherwise pass the real tree too).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');

const PROBES: Record<string, string> = {
  'src/lib/clean.ts': [
    "import { z } from 'zod';",
    "import { helper } from './helper.ts';",
    'export const Clean = z.object({ n: z.number() });',
    'export const twice = (now: number): number => helper(now) * 2;',
  ].join('\n'),
  'src/lib/helper.ts': 'export const helper = (n: number): number => n + 1;',
  'src/lib/impure.ts': [
    "import { readFileSync } from 'node:fs';",
    "import { a } from '../http/a.ts';",
    'export const impure = () => [readFileSync, a, process.env.X, Date.now(), Math.random(), fetch];',
  ].join('\n'),
  'src/http/a.ts': "import { b } from './b.ts';\nexport const a = (): unknown => b;",
  'src/http/b.ts': "import { a } from './a.ts';\nexport const b = (): unknown => a;",
  'src/data/promises.ts': [
    'const work = async (): Promise<number> => 1;',
    'export const floating = (): void => {',
    '  work();',
    '};',
    'export const misused = (run: (cb: () => void) => void): void => run(async () => void (await work()));',
    'export const handled = async (): Promise<number> => await work();',
  ].join('\n'),
};

let root: string;
let found: Record<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  cpSync(join(REPO, 'eslint.config.js'), join(root, 'eslint.config.js'));
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, strict: true, types: ['node'] },
      include: ['src'],
    }),
  );
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(['src']);
  found = Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`).sort()]));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run lint on probe files', () => {
  it('passes pure src/lib code that imports only src/lib and zod', () => {
    expect(found['src/lib/clean.ts']).toEqual([]);
    expect(found['src/lib/helper.ts']).toEqual([]);
  });

  it('finds every impurity in src/lib: a node: import, an import from src/http, process, Date.now, Math.random, fetch', () => {
    expect(found['src/lib/impure.ts']).toEqual([
      'import-x/no-restricted-paths',
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-imports',
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  it('finds an import circle in src/http', () => {
    expect(found['src/http/a.ts']).toEqual(['import-x/no-cycle']);
    expect(found['src/http/b.ts']).toEqual(['import-x/no-cycle']);
  });

  it('finds a floating promise and an async callback where void is expected, with type information', () => {
    expect(found['src/data/promises.ts']).toEqual(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);
  });
});
