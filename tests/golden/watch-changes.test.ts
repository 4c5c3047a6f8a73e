/**
 * A watch list on the real change feed (the build's changes.json, 43 revision pairs): on generated lists of
 * numbers and prefixes, every page of the watched feed, walked to the end, is the unfiltered feed (paged the way
 * GET /v1/changes pages it, from the summary) with every change that touches no watched number left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandChanges } from '../../src/lib/changes/group-changes.ts';
import { pageSlices } from '../../src/lib/changes/select-changes.ts';
import { parseWatchList, selectWatchedChanges } from '../../src/lib/changes/watch-changes.ts';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import type { ChangesIndex } from '../../src/lib/datasets/reference-index.ts';
import type { LineChange } from '../../src/lib/schema/change.ts';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import { watchChangeFeed } from '../../src/lib/feeds/watch-feed.ts';
import { atomProblems, parseAtom } from '../support/atom.ts';

const index = JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.changes), 'utf8')) as ChangesIndex;
const groups = new Map(index.groups.map((g) => [g.revision, g]));
const changed = [...new Set(index.groups.flatMap((g) => g.lines.map((l) => l.htsno.replaceAll('.', ''))))];

/** The unfiltered feed, every page walked as the handler pages it (the summary names the slices of each page). */
const unfiltered = (since: string, limit: number): LineChange[] => {
  const items: LineChange[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const page = pageSlices(index.summary, { since, limit, offset });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    for (const s of page.value.slices) items.push(...expandChanges({ ...groups.get(s.revision)!, lines: groups.get(s.revision)!.lines.slice(s.start, s.end) }));
    offset = page.value.nextOffset;
  }
  return items;
};

const watched = (watch: string[], since: string, limit: number) => {
  const items: LineChange[] = [];
  let total = -1;
  for (let offset: number | null = 0; offset !== null; ) {
    const page = selectWatchedChanges(index.groups, watch, { since, limit, offset });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value.items.length).toBe(page.value.nextOffset === null ? page.value.total - offset : limit);
    items.push(...page.value.items);
    total = page.value.total;
    offset = page.value.nextOffset;
  }
  return { items, total };
};

describe('htsno on the real change feed', () => {
  it('equals filtering the unfiltered feed, on generated numbers and prefixes, under since and paging', () => {
    expect(index.groups).toHaveLength(43);
    const dates = [...new Set(index.summary.map((s) => s.date))];
    let kept = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...changed).chain((d) => fc.integer({ min: 2, max: d.length }).map((k) => d.slice(0, k))),
            fc.stringMatching(/^[0-9]{2,10}$/),
          ),
          { minLength: 1, maxLength: 100 },
        ),
        fc.constantFrom('2025-01-01', ...dates, '2026-12-31'),
        fc.integer({ min: 1, max: 200 }),
        (list, since, limit) => {
          const read = parseWatchList(list.join(','));
          if (!read.ok) throw new Error(read.error);
          const touches = (c: LineChange) => read.value.some((w) => c.htsno.replaceAll('.', '').startsWith(w) || w.startsWith(c.htsno.replaceAll('.', '')));
          const expected = unfiltered(since, limit).filter(touches);
          const got = watched(read.value, since, limit);
          expect(got.items).toEqual(expected);
          expect(got.total).toBe(expected.length);
          kept += expected.length;
        },
      ),
      { numRuns: 150 },
    );
    expect(kept).toBeGreaterThan(1000);
  }, 120_000);

  it('keeps, for a watched 10-digit line, its own changes and the rate changes of the subheading it inherits from', () => {
    const { items } = watched(['0201305085'], '2025-01-01', 200);
    expect(items.map((c) => `${c.revision} ${c.htsno} ${c.change}`)).toContain('2026_rev_2 0201.30.50.85 removed');
    expect(items.every((c) => '0201305085'.startsWith(c.htsno.replaceAll('.', '')))).toBe(true);
    // 2026 basic changed the special rate of 0201.10.50, which its 10-digit lines inherit.
    const parent = watched(['0201105010'], '2025-01-01', 200).items.find((c) => c.htsno === '0201.10.50');
    expect(parent).toMatchObject({ revision: '2026_basic', change: 'modified', fields: [{ field: 'special' }] });
  });

  it('gives an Atom 1.0 feed of a watch list over the whole archive, every change an entry', () => {
    const watch = ['0201', '2204215005', '99'];
    const { items } = watched(watch, '2025-01-01', 200_000);
    const feed = parseAtom(watchChangeFeed({ siteUrl: 'https://tariffs.example', revisions: index.revisions, watch, since: '2025-01-01', changes: items }));
    expect(atomProblems(feed)).toEqual([]);
    expect(feed.entries).toHaveLength(items.length);
    expect(items.length).toBeGreaterThan(1000);
    expect(feed.entries.every((e) => e.links.every((l) => l.href.startsWith('https://tariffs.example/')))).toBe(true);
  });
});
