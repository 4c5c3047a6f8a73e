/**
 * Search is below query: src/lib/query may import src/lib/search, never the reverse, so the two never form a
 * circle. Read from the sources' import specifiers (no build needed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEARCH = join(import.meta.dirname, '../../../src/lib/search');
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);

describe('src/lib/search', () => {
  it('imports nothing from src/lib/query', () => {
    const files = readdirSync(SEARCH).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const specifiers = files.flatMap((f) => importsOf(join(SEARCH, f)).map((s) => `${f}: ${s}`));
    // The check reads imports at all: analyser.ts is imported by the index.
    expect(specifiers).toContain('text-index.ts: ./analyser.ts');
    expect(specifiers.filter((s) => /\/query\//.test(s))).toEqual([]);
  });
});
