/** The dating clauses of real chapter 99 texts, and inForce judged on entry dates around them. */
import { describe, expect, it } from 'vitest';
import { datingClauses, judgeInForce } from '../../../src/lib/chapter99/entry-dating.ts';

// 9903.91.01, 9903.91.04, 9903.91.12 and 9903.01.23 of 2026 rev 10; 9903.19.19's footnote; 9903.19.23 (2025 rev 10).
const T9903_91_01 = 'Effective with respect to entries on or after September 27, 2024, articles the product of China, as provided for in subdivision (b) of U.S. note 31 to this subchapter';
const T9903_91_04 =
  'Effective with respect to entries on or after January 1, 2025, and before January 1, 2026, articles the product of China, as provided for in subdivision (e) of U.S. note 31 to this subchapter';
const T9903_91_12 =
  'Effective with respect to entries, on or after November 10, 2026, of intermodal chassis, subassemblies thereof, and parts thereof (provided for in statistical reporting number 8716.39.0090, or in subheadings 8716.90.30 or 8716.90.50), articles the product of China, as provided for in subdivision (k)(i) of U.S. note 31 to this subchapter, except as provided in heading 9903.91.13.';
const T9903_01_23 =
  'Except for products described in headings 9903.01.21 and 9903.01.22, and other than products for personal use included in accompanied baggage of persons arriving in the United States, articles the product of China and Hong Kong that: (1) were loaded onto a vessel at the port of loading, or in transit on the final mode of transport prior to entry into the United States, before 12:01 a.m. eastern standard time on February 1, 2025; and (2) are entered for consumption, or withdrawn from warehouse for consumption, on or after 12:01 a.m. eastern standard time on February 4, 2025, and before 12:01 a.m. eastern standard time on March 7, 2025.';
const T9903_02_02 =
  'Except for goods loaded onto a vessel at the port of loading and in transit on the final mode of transit before 12:01 a.m. eastern daylight time on August 7, 2025, and entered for consumption or withdrawn from warehouse for consumption before 12:01 a.m. eastern daylight time on October 5, 2025, except for products described in headings 9903.01.30-9903.01.33 and 9903.02.78, and except as provided for in headings 9903.01.34 and 9903.02.01, articles the product of Afghanistan, as provided for in subdivision (v) of U.S. note 2 to this subchapter';
const T9903_01_63 =
  "Except for goods loaded onto a vessel at the port of loading and in transit on the final mode of transit before 12:01 a.m. eastern daylight time on April 10, 2025, except for products described in headings 9903.01.28–9903.01.33, except as provided for in heading 9903.01.34, and except as provided for in U.S. note 2(w), articles the product of China, including Hong Kong and Macau, as provided for in subdivision (v) of U.S. note 2 to this subchapter [Compiler's note: provision suspended. See 90 Fed. Reg. 50729.]";
const T9903_01_84 =
  'Except for products described in headings 9903.01.85-9903.01.89, articles the product of India that are entered for consumption, or withdrawn from warehouse for consumption, after 12:01 a.m. eastern daylight time on August 27, 2025, as provided for in subdivision (z) of U.S. note 2 to this subchapter <b>[Compiler’s note: provision terminated as of February 7, 2026.]</b>';
const F9903_19_19 = ' Effective July 21, 2022 through December 31, 2022. ';
const T9903_19_23 = "Provided for in subheading 1901.90.62 [<b>Compiler's note: Subheading was enacted; expired at the close of Dec. 31, 2022</b>]";
const F9903_88_16 = ' Subdivisions (t) and (u) of note 20 to this chapter and heading 9903.88.16 are suspended. ';

describe('dating clauses of real texts', () => {
  it.each([
    [T9903_91_01, [{ text: 'Effective with respect to entries on or after September 27, 2024', from: '2024-09-27' }]],
    [
      T9903_91_04,
      [
        { text: 'Effective with respect to entries on or after January 1, 2025', from: '2025-01-01' },
        { text: 'and before January 1, 2026', before: '2026-01-01' },
      ],
    ],
    [T9903_91_12, [{ text: 'Effective with respect to entries, on or after November 10, 2026', from: '2026-11-10' }]],
    [
      T9903_01_23,
      [
        // the loading date of (1) is not an entry date; (2) dates the entries
        {
          text: 'are entered for consumption, or withdrawn from warehouse for consumption, on or after 12:01 a.m. eastern standard time on February 4, 2025',
          from: '2025-02-04',
        },
        { text: 'and before 12:01 a.m. eastern standard time on March 7, 2025', before: '2025-03-07' },
      ],
    ],
    // the in-transit exception's dates are not the heading's
    [T9903_02_02, []],
    [T9903_01_63, [{ text: "[Compiler's note: provision suspended. See 90 Fed. Reg. 50729.]", ended: true }]],
    [
      T9903_01_84,
      [
        {
          text: 'are entered for consumption, or withdrawn from warehouse for consumption, after 12:01 a.m. eastern daylight time on August 27, 2025',
          from: '2025-08-27',
        },
        { text: 'provision terminated as of February 7, 2026', before: '2026-02-07' },
      ],
    ],
    [F9903_19_19, [{ text: 'Effective July 21, 2022', from: '2022-07-21' }, { text: 'through December 31, 2022', through: '2022-12-31' }]],
    [T9903_19_23, [{ text: 'expired at the close of Dec. 31, 2022', through: '2022-12-31' }]],
    [F9903_88_16, [{ text: 'Subdivisions (t) and (u) of note 20 to this chapter and heading 9903.88.16 are suspended.', ended: true }]],
    ['Edam and Gouda cheeses (provided for in subheading 0406.20.44, 0406.20.48, 0406.30.44, 0406.30.48, 0406.90.16 or 0406.90.18)', []],
  ])('%j', (text, clauses) => {
    expect(datingClauses([text])).toEqual(clauses);
  });
});

describe('inForce on an entry date, and the clause that decided', () => {
  const judge = (text: string, date: string) => judgeInForce(datingClauses([text]), date);

  it('entries on or after September 27, 2024: not before it, in force from that day on', () => {
    expect(judge(T9903_91_01, '2024-09-26')).toEqual({
      inForce: false,
      because: '"Effective with respect to entries on or after September 27, 2024": an entry on 2024-09-26 is before 2024-09-27',
    });
    expect(judge(T9903_91_01, '2024-09-27').inForce).toBe(true);
    expect(judge(T9903_91_01, '2026-07-01')).toEqual({
      inForce: true,
      because: '"Effective with respect to entries on or after September 27, 2024": an entry on 2026-07-01 is within',
    });
  });

  it('"... and before January 1, 2026": in force through December 31, 2025 only', () => {
    expect(judge(T9903_91_04, '2025-12-31').inForce).toBe(true);
    expect(judge(T9903_91_04, '2026-01-01')).toEqual({ inForce: false, because: '"and before January 1, 2026": an entry on 2026-01-01 is not before 2026-01-01' });
  });

  it('on or after November 10, 2026: not yet on 2026-07-01', () => {
    expect(judge(T9903_91_12, '2026-07-01').inForce).toBe(false);
    expect(judge(T9903_91_12, '2026-11-10').inForce).toBe(true);
  });

  it('through December 31, 2022 includes that day', () => {
    expect(judgeInForce(datingClauses([F9903_19_19]), '2022-12-31').inForce).toBe(true);
    expect(judgeInForce(datingClauses([F9903_19_19]), '2023-01-01').inForce).toBe(false);
  });

  it('a provision the text says is suspended or terminated is not in force, whatever the date', () => {
    expect(judge(T9903_01_63, '2025-01-01').inForce).toBe(false);
    expect(judge(T9903_01_84, '2025-12-01').inForce).toBe(true);
    expect(judge(T9903_01_84, '2026-02-07').inForce).toBe(false);
  });

  it('a text that dates nothing gives null, and says so', () => {
    expect(judge(T9903_02_02, '2026-07-01')).toEqual({ inForce: null, because: "the heading's text names no entry date" });
  });
});
