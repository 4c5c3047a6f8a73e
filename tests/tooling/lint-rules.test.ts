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
    "import * as z from 'zod';",
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
  // Folders of src/lib in a circle, through different modules at each end (no module circle).
  'src/lib/alpha/one.ts': "import { two } from '../beta/two.ts';\nexport const one = (): number => two() + 1;",
  'src/lib/alpha/three.ts': 'export const three = (): number => 3;',
  'src/lib/beta/two.ts': "import { three } from '../alpha/three.ts';\nexport const two = (): number => three() - 1;",
  // The circle another branch is removing (eslint.config.js KNOWN_LIB_CIRCLES): a warning, not an error.
  'src/lib/query/text.ts': "import { analyse } from '../search/analyse.ts';\nexport const text = (s: string): string[] => analyse(s);",
  'src/lib/query/tokens.ts': "export const tokens = (s: string): string[] => s.split(' ');",
  'src/lib/search/analyse.ts': "import { tokens } from '../query/tokens.ts';\nexport const analyse = (s: string): string[] => tokens(s);",
  // The layers: use cases, the HTTP edge, the adapters, composition, scripts, pages.
  'src/app/use-case.ts': "import { helper } from '../lib/helper.ts';\nexport const useCase = (n: number): number => helper(n);",
  'src/app/impure.ts': [
    "import { readFileSync } from 'node:fs';",
    "import { plain } from '../http/plain.ts';",
    'export const impure = () => [readFileSync, plain, process.env.X, Date.now()];',
  ].join('\n'),
  'src/http/plain.ts': "import { useCase } from '../app/use-case.ts';\nexport const plain = (): number => useCase(1);",
  'src/http/uses-data.ts': "import { adapter } from '../data/adapter.ts';\nexport const usesData = (): number => adapter();",
  'src/data/adapter.ts': "import { useCase } from '../app/use-case.ts';\nexport const adapter = (): number => useCase(2);",
  'src/data/uses-http.ts': "import { plain } from '../http/plain.ts';\nexport const usesHttp = (): number => plain();",
  'src/compose/app.ts': "import { adapter } from '../data/adapter.ts';\nimport { plain } from '../http/plain.ts';\nexport const app = (): number => adapter() + plain();",
  'scripts/uses-tests.ts': "import { fixture } from '../tests/fixture.ts';\nexport const usesTests = (): number => fixture;",
  'scripts/composes.ts': "import { app } from '../src/compose/app.ts';\nexport const composes = (): number => app();",
  'tests/fixture.ts': "import { app } from '../src/compose/app.ts';\nexport const fixture: number = app();",
  'src/pages/clean.astro': "---\nimport { adapter } from '../data/adapter.ts';\nimport { useCase } from '../app/use-case.ts';\nconst n = adapter() + useCase(3);\n---\n<p>{n}</p>",
  'src/pages/uses-http.astro': "---\nimport {\n  plain,\n} from '../http/plain.ts';\nconst n = plain();\n---\n<p>{n}</p>",
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
let severities: Record<string, number[]>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  cpSync(join(REPO, 'eslint.config.js'), join(root, 'eslint.config.js'));
  cpSync(join(REPO, 'eslint'), join(root, 'eslint'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, strict: true, types: ['node'] },
      include: ['src', 'scripts', 'tests'],
    }),
  );
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(['src', 'scripts', 'tests']);
  found = Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`).sort()]));
  severities = Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.severity)]));
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

  it('finds a circle between folders of src/lib, whatever modules it runs through', () => {
    expect(found['src/lib/alpha/one.ts']).toEqual(['local/folder-cycles']);
    expect(found['src/lib/beta/two.ts']).toEqual(['local/folder-cycles']);
    expect(found['src/lib/alpha/three.ts']).toEqual([]);
  });

  it('reports a known folder circle as a warning only', () => {
    expect(found['src/lib/query/text.ts']).toEqual(['local/known-folder-cycles']);
    expect(found['src/lib/search/analyse.ts']).toEqual(['local/known-folder-cycles']);
    expect(severities['src/lib/query/text.ts']).toEqual([1]);
  });

  it('keeps the layers: src/app pure and below src/http and src/data, which never import each other', () => {
    expect(found['src/app/use-case.ts']).toEqual([]);
    expect(found['src/app/impure.ts']).toEqual(['import-x/no-restricted-paths', 'no-restricted-globals', 'no-restricted-imports', 'no-restricted-properties']);
    expect(found['src/http/plain.ts']).toEqual([]);
    expect(found['src/data/adapter.ts']).toEqual([]);
    expect(found['src/http/uses-data.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(found['src/data/uses-http.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets composition import both, scripts never import tests, tests import anything', () => {
    expect(found['src/compose/app.ts']).toEqual([]);
    expect(found['scripts/composes.ts']).toEqual([]);
    expect(found['scripts/uses-tests.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(found['tests/fixture.ts']).toEqual([]);
  });

  it('checks the imports of Astro pages: src/app and src/data, never src/http', () => {
    expect(found['src/pages/clean.astro']).toEqual([]);
    expect(found['src/pages/uses-http.astro']).toEqual(['import-x/no-restricted-paths']);
  });

  it('finds a floating promise and an async callback where void is expected, with type information', () => {
    expect(found['src/data/promises.ts']).toEqual(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);
  });
});
