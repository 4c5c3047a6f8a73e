/**
 * The chapter 99 index the build writes into the function's data (FUNCTION_FILES.chapter99Index) against the one
 * an estimate builds from the schedule at run time, on the unit fixture: the same data once through JSON, the
 * same answers from the index, and the same estimate, byte for byte, for every fixture line and several origins.
 * tests/golden/chapter99-index-built.test.ts checks the real build's file the same way.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chapter99IndexDataOf } from '../../../src/app/chapter99-index.ts';
import type { Deps } from '../../../src/app/deps.ts';
import { estimate } from '../../../src/app/estimate.ts';
import { chapter99IndexOfData, chapter99IndexOfFile, packChapter99Index, unpackChapter99Index, type Chapter99Index, type Chapter99IndexData, type Chapter99IndexFile } from '../../../src/lib/chapter99/chapter99-index.ts';
import { countryCodes } from '../../../src/lib/estimate/country-codes.ts';
import { chapter99IndexFile } from '../../../src/lib/function-data/function-data.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';
import { REFERENCE_FIXTURE } from '../../support/reference-fixture-data.ts';
import { fixtureLines } from '../../support/schedule-fixture.ts';

const lines = fixtureLines();
/** The file the build writes, once through JSON as the function reads it. */
const prebuiltFile = (): Chapter99IndexFile => JSON.parse(JSON.stringify(chapter99IndexFile(lines, REFERENCE_FIXTURE.countries))) as Chapter99IndexFile;
const prebuilt = (): Chapter99IndexData => unpackChapter99Index(prebuiltFile());

const runtime = async (): Promise<Chapter99IndexData> => {
  const deps = createFixtureDeps({ archive: false });
  const data = await chapter99IndexDataOf((await deps.hts()).store, countryCodes((await deps.reference()).countries));
  if (data === undefined) throw new Error('the fixture has a chapter 99');
  return data;
};

/** The fixture's data with the build's prebuilt index of its current schedule, as the function's data has it. */
const withPrebuilt = (file: Chapter99IndexFile | null): Deps => {
  const base = createFixtureDeps({ archive: false });
  return { ...base, hts: async () => ({ ...(await base.hts()), chapter99Index: async () => structuredClone(file) }) };
};

describe('the prebuilt chapter 99 index', () => {
  it('is, once through JSON, value for value the index data built from the schedule at run time', async () => {
    const built = await runtime();
    const file = prebuilt();
    expect(file.headings.length).toBeGreaterThan(10);
    expect(file.originWide.length).toBeGreaterThan(0);
    expect(file.links.length).toBeGreaterThan(0);
    // Strict: no undefined left out, no key order changed, nothing JSON cannot hold (a Set, a Map, a Date).
    expect(isDeepStrictEqual(file, JSON.parse(JSON.stringify(built)))).toBe(true);
    expect(isDeepStrictEqual(built, JSON.parse(JSON.stringify(built)))).toBe(true);
    // Packed and unpacked, strictly equal: each text once in the file, every heading's keys as built.
    expect(isDeepStrictEqual(unpackChapter99Index(JSON.parse(JSON.stringify(packChapter99Index(built))) as Chapter99IndexFile), built)).toBe(true);
    const packed = prebuiltFile();
    expect(new Set(packed.texts).size).toBe(packed.texts.length);
  });

  it('answers as the runtime index for every heading and every line of the fixture, unpacked or read lazily from the file', async () => {
    const a = chapter99IndexOfData(await runtime());
    for (const b of [chapter99IndexOfData(prebuilt()), chapter99IndexOfFile(prebuiltFile())]) check(a, b);
  });
  const check = (a: Chapter99Index, b: Chapter99Index) => {
    for (const h of [...lines.filter((l) => l.chapter === '99').map((l) => l.htsno), '9903.99.99']) {
      expect(b.heading(h)).toEqual(a.heading(h));
      expect(b.facts(h)).toEqual(a.facts(h));
    }
    for (const l of lines) expect(b.namedFor(l.digits)).toEqual(a.namedFor(l.digits));
    expect(b.originWide).toEqual(a.originWide);
    expect([...b.footnoteNamed].sort()).toEqual([...a.footnoteNamed].sort());
    for (const note of ['2', '16', '20', '31', '33', '99']) expect(b.headingsOfNote(note)).toEqual(a.headingsOfNote(note));
    // Twice: a heading made on first use is the same the second time.
    for (const h of lines.filter((l) => l.chapter === '99').map((l) => l.htsno)) expect(b.heading(h)).toBe(b.heading(h));
  };

  it('gives every estimate byte for byte as the index built at run time (every fixture line, several origins)', async () => {
    const runtimeDeps = createFixtureDeps({ archive: false });
    const prebuiltDeps = withPrebuilt(prebuiltFile());
    const codes = lines.filter((l) => l.digits.length === 10 && l.chapter !== '99').map((l) => l.htsno);
    expect(codes.length).toBeGreaterThan(30);
    let compared = 0;
    for (const htsno of codes) {
      for (const countryOfOrigin of [undefined, 'CN', 'CA', 'DE', 'JP']) {
        const body = { htsno, customsValueUsd: 1000, quantity: 10, litres: 10, kilograms: 10, ...(countryOfOrigin ? { countryOfOrigin } : {}) };
        const clock = () => new Date('2026-07-01T00:00:00Z');
        const [x, y] = await Promise.all([estimate(runtimeDeps, body, undefined, clock), estimate(prebuiltDeps, body, undefined, clock)]);
        expect(JSON.stringify(y)).toBe(JSON.stringify(x));
        compared++;
      }
    }
    expect(compared).toBe(codes.length * 5);
  });

  it('is read, not built: with a prebuilt index that differs, the estimate follows the file', async () => {
    const file = prebuiltFile();
    const body = { htsno: '2204.21.50.05', customsValueUsd: 1000, litres: 750, countryOfOrigin: 'DE' };
    const withIndex = await estimate(withPrebuilt(file), body);
    const emptied = await estimate(withPrebuilt({ ...file, originWide: [] }), body);
    const noChapter99 = await estimate(withPrebuilt(null), body);
    if (!withIndex.ok || !emptied.ok || !noChapter99.ok) throw new Error('estimates answer');
    const origin = (e: typeof withIndex) => (e.ok ? e.value.chapter99Candidates.filter((c) => c.linkedBy.by === 'origin' && c.linkedBy.measure === undefined).length : -1);
    expect(origin(withIndex)).toBeGreaterThan(0);
    expect(origin(emptied)).toBe(0);
    expect(origin(noChapter99)).toBe(0);
  });

  it('is null for a schedule without chapter 99', () => {
    expect(chapter99IndexFile(lines.filter((l) => l.chapter !== '99'), REFERENCE_FIXTURE.countries)).toBeNull();
  });
});
