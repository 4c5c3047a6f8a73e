/**
 * The chapter 99 index the build wrote into the function's data (FUNCTION_FILES.chapter99Index) is, once read back,
 * the index the function would build at run time from the same build's chapter 99 and footnotes, value for value:
 * so the first estimate reads a file instead of reading every heading's texts, and answers the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chapter99IndexDataOf } from '../../src/app/chapter99-index.ts';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import { chapter99IndexOfData, chapter99IndexOfFile, unpackChapter99Index, type Chapter99IndexFile } from '../../src/lib/chapter99/chapter99-index.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import { testDeps } from '../support/app.ts';

describe('the built chapter 99 index', () => {
  it('equals the index built at run time from the built chapter 99, strictly', async () => {
    const file = JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.chapter99Index), 'utf8')) as Chapter99IndexFile;
    const built = await chapter99IndexDataOf((await testDeps.hts()).store, countryCodes((await testDeps.reference()).countries));
    if (built === undefined) throw new Error('the schedule has a chapter 99');
    expect(built.headings.length).toBeGreaterThan(2000);
    expect(built.originWide.length).toBeGreaterThan(50);
    expect(isDeepStrictEqual(unpackChapter99Index(file), JSON.parse(JSON.stringify(built)))).toBe(true);
    // Read lazily from the file (as the function does), it answers as the runtime index for every heading and line.
    const a = chapter99IndexOfData(built);
    const b = chapter99IndexOfFile(file);
    for (const { heading: h } of built.headings) {
      expect(b.heading(h.heading)).toEqual(a.heading(h.heading));
      expect(b.facts(h.heading)).toEqual(a.facts(h.heading));
    }
    const { store } = await testDeps.hts();
    for (const chapter of ['01', '22', '72', '73', '76', '84', '85', '87', '94']) {
      const lines = await store.chapter(chapter);
      for (const digits of lines?.digits ?? []) expect(b.namedFor(digits)).toEqual(a.namedFor(digits));
    }
    expect(b.originWide).toEqual(a.originWide);
    expect([...b.footnoteNamed].sort()).toEqual([...a.footnoteNamed].sort());
  });
});
