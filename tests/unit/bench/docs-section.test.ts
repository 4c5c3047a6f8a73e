/** `npm run bench -- --write-docs` replaces only its own section of docs/PERFORMANCE.md (scripts/bench/docs-section.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START, benchSection, replaceBenchSection } from '../../../scripts/bench/docs-section.ts';

const facts = { at: '2026-11-24T19:30:12.345Z', commit: 'abc1234', dirty: false, clean: true, node: '22.23.3', cores: 2, load: [0.4, 1.9] as [number, number] };
const table = ['build time  22.3 s (from nothing)   [goal: at most 45 s from nothing]', 'bare node:http  45587 req/s   [goal: baseline]'];

describe('the bench section of docs/PERFORMANCE.md', () => {
  it('names the run (time, commit, build, machine) and holds every row of the table in a code block', () => {
    const section = benchSection(facts, table);
    expect(section.split('\n')[0]).toBe('### `npm run bench` at 2026-11-24 19:30 UTC');
    expect(section).toContain('On abc1234, the build from nothing (`BENCH_CLEAN_BUILD=1`); Node 22.23.3, 2 cores, load average 0.4 at the start and 1.9 at the end.');
    expect(section).toContain(['```', ...table, '```'].join('\n'));
    expect(benchSection({ ...facts, dirty: true, clean: false }, table)).toContain('On abc1234 with uncommitted changes, the build with the caches earlier builds left;');
  });

  it('replaces what lies between the markers and nothing else, again and again', () => {
    const doc = `# Performance\n\nintro\n\n${BENCH_START}\nold table\n${BENCH_END}\n\nreading by hand\n`;
    const once = replaceBenchSection(doc, benchSection(facts, table));
    expect(once.startsWith(`# Performance\n\nintro\n\n${BENCH_START}\n### `)).toBe(true);
    expect(once.endsWith(`\`\`\`\n${BENCH_END}\n\nreading by hand\n`)).toBe(true);
    expect(once).not.toContain('old table');
    const twice = replaceBenchSection(once, benchSection({ ...facts, commit: 'def5678' }, table));
    expect(twice).toBe(once.replace('abc1234', 'def5678'));
  });

  it('refuses a document without its markers, or with them out of order', () => {
    expect(() => replaceBenchSection('# Performance\n', 'x')).toThrow(/no .* section/);
    expect(() => replaceBenchSection(`${BENCH_END}\n${BENCH_START}\n`, 'x')).toThrow(/no .* section/);
  });

  it('docs/PERFORMANCE.md has the markers the bench writes between', () => {
    const doc = readFileSync(new URL('../../../docs/PERFORMANCE.md', import.meta.url), 'utf8');
    expect(doc.indexOf(BENCH_START)).toBeGreaterThan(0);
    expect(doc.indexOf(BENCH_END)).toBeGreaterThan(doc.indexOf(BENCH_START));
    // Written into it, the table leaves the reading by hand (the goals met or missed) where it was.
    const written = replaceBenchSection(doc, benchSection(facts, table));
    expect(written.slice(written.indexOf(BENCH_END))).toBe(doc.slice(doc.indexOf(BENCH_END)));
  });

  it('docs/PERFORMANCE.md stays a page of current figures, under 15 KB: the history of rounds is git\'s', () => {
    const doc = readFileSync(new URL('../../../docs/PERFORMANCE.md', import.meta.url));
    expect(doc.byteLength).toBeLessThan(15 * 1024);
  });
});
