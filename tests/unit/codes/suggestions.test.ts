/** Typos of real lines and the nearest lines by prefix, on hand-made schedules and on generated ones. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedNumbers } from '../../../src/lib/codes/sorted-numbers.ts';
import { MAX_PREFIX_SUGGESTIONS, MAX_TYPO_SUGGESTIONS, prefixSuggestions, suggestNumbers, typoSuggestions } from '../../../src/lib/codes/suggestions.ts';

const held = sortedNumbers(['0101', '010121', '01012100', '0101210010', '0101210020', '01012900', '0101290010', '0102', '0102210000', '2204', '22042150', '2204215005', '2204215010', '99030101'].sort());

describe('typoSuggestions', () => {
  it('reads each kind of typo, once, with the reason a broker would recognise', () => {
    expect(typoSuggestions('101210010', held)).toEqual([{ digits: '0101210010', reason: 'leading-zero-lost' }]);
    expect(typoSuggestions('1012100', held)).toEqual([{ digits: '01012100', reason: 'leading-zero-lost' }]);
    expect(typoSuggestions('2204215050', held)[0]).toEqual({ digits: '2204215005', reason: 'digits-transposed' });
    expect(typoSuggestions('220421505', held)[0]).toEqual({ digits: '2204215005', reason: 'digit-missing' });
    expect(typoSuggestions('22042150055', held)).toEqual([{ digits: '2204215005', reason: 'digit-doubled' }]);
    expect(typoSuggestions('22042150705', held)).toEqual([{ digits: '2204215005', reason: 'digit-extra' }]);
    expect(typoSuggestions('2204215006', held)).toEqual([
      { digits: '2204215005', reason: 'digit-substituted' },
    ]);
    expect(typoSuggestions('99030102', held)).toEqual([{ digits: '99030101', reason: 'digit-substituted' }]);
  });

  it('never suggests the code itself, a number the schedule lacks, or a length no number has', () => {
    expect(typoSuggestions('0101210010', held)).toEqual([
      { digits: '0101290010', reason: 'digit-substituted' },
      { digits: '0101210020', reason: 'digit-substituted' },
    ]);
    expect(typoSuggestions('123', held)).toEqual([]);
    expect(typoSuggestions('999999999999', held)).toEqual([]);
  });

  it('puts a lost leading zero before a transposition, and transpositions before other typos', () => {
    // 010121001 is 0101210010 less its last digit, or 0010121001 less a leading zero (not a line).
    const s = sortedNumbers(['0010121001', '0101210010', '1001210010'].sort());
    expect(typoSuggestions('010121001', s).map((x) => x.reason)).toEqual(['leading-zero-lost', 'digit-missing']);
    const t = sortedNumbers(['2204215005', '2204215500'].sort());
    expect(typoSuggestions('2204215050', t)).toEqual([
      { digits: '2204215500', reason: 'digits-transposed' },
      { digits: '2204215005', reason: 'digits-transposed' },
    ]);
  });
});

describe('prefixSuggestions', () => {
  it('gives the lines with nothing beneath them sharing the longest start, nearest first, then a shorter start', () => {
    expect(prefixSuggestions('2204215007', held)).toEqual([
      { digits: '2204215005', reason: 'nearest-by-prefix' },
      { digits: '2204215010', reason: 'nearest-by-prefix' },
    ]);
    // 0101210010 shares 8 digits with 0101210099, 0101290010 only 5.
    expect(prefixSuggestions('0101210099', held).map((s) => s.digits)).toEqual(['0101210020', '0101210010', '0101290010', '0102210000']);
    expect(prefixSuggestions('0101220000', held).map((s) => s.digits)).toEqual(['0101210020', '0101210010', '0101290010', '0102210000']);
    expect(prefixSuggestions('0199', held).map((s) => s.digits)).toEqual(['0102210000', '0101290010', '0101210020', '0101210010']);
  });

  it('stops at the limit, leaves out what it is told to, and finds nothing outside the chapter', () => {
    expect(prefixSuggestions('01', held, new Set(), 2)).toHaveLength(2);
    expect(prefixSuggestions('2204215007', held, new Set(['2204215005']))).toEqual([{ digits: '2204215010', reason: 'nearest-by-prefix' }]);
    expect(prefixSuggestions('3304', held)).toEqual([]);
  });
});

/** A schedule of generated 10-digit lines (and their parents), and one line of it with two adjacent digits swapped. */
const schedule = fc
  .uniqueArray(fc.stringMatching(/^[0-9]{10}$/), { minLength: 1, maxLength: 60 })
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      pick: fc.nat({ max: lines.length - 1 }),
      at: fc.nat({ max: 8 }),
    }),
  );

describe('suggestions on generated schedules', () => {
  it('suggest a real line for two of its adjacent digits swapped, among the transpositions, before any other typo', () => {
    let judged = 0;
    fc.assert(
      fc.property(schedule, ({ lines, pick, at }) => {
        const line = lines[pick]!;
        if (line[at] === line[at + 1]) return;
        const typo = line.slice(0, at) + line[at + 1] + line[at] + line.slice(at + 2);
        const numbers = sortedNumbers([...new Set(lines.flatMap((l) => [l.slice(0, 4), l.slice(0, 6), l.slice(0, 8), l]))].sort());
        if (numbers.has(typo)) return;
        judged += 1;
        const found = suggestNumbers(typo, numbers);
        const transposed = found.filter((s) => s.reason === 'digits-transposed');
        expect(transposed.map((s) => s.digits)).toContain(line);
        // Only transpositions come before it (a 10-digit code has no lost leading zero).
        expect(found.findIndex((s) => s.digits === line)).toBeLessThan(transposed.length);
        expect(found.slice(0, transposed.length).every((s) => s.reason === 'digits-transposed')).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(judged).toBeGreaterThan(200);
  });

  it('suggest only real lines, never the code, at most five of each kind', () => {
    fc.assert(
      fc.property(schedule, fc.stringMatching(/^[0-9]{2,11}$/), ({ lines }, code) => {
        const numbers = sortedNumbers([...new Set(lines.flatMap((l) => [l.slice(0, 4), l]))].sort());
        const found = suggestNumbers(code, numbers);
        for (const s of found) {
          expect(numbers.has(s.digits)).toBe(true);
          expect(s.digits).not.toBe(code);
        }
        expect(new Set(found.map((s) => s.digits)).size).toBe(found.length);
        expect(found.filter((s) => s.reason !== 'nearest-by-prefix').length).toBeLessThanOrEqual(MAX_TYPO_SUGGESTIONS);
        expect(found.filter((s) => s.reason === 'nearest-by-prefix').length).toBeLessThanOrEqual(MAX_PREFIX_SUGGESTIONS);
      }),
      { numRuns: 300 },
    );
  });
});
