/**
 * A heading's second way of naming goods (reach.alsoLists): numbers a later act added, which the heading's footnoted
 * note never names, reach it from their list's first day; its exceptions still hold, and the footnote still reaches.
 */
import { describe, expect, it } from 'vitest';
import type { LawData } from '../../../src/lib/schema/chapter99-law.ts';
import { compiledLaw } from '../../../src/lib/stack/compiled-law.ts';
import { stackEntry, type StackEntry } from '../../../src/lib/stack/stack-entry.ts';
import { fromNumber, toFixedString } from '../../../src/lib/money/index.ts';

const usd = (n: number) => {
  const d = fromNumber(n);
  if (!d.ok) throw new Error(String(n));
  return d.value;
};

const LAW: LawData = {
  measures: [
    {
      id: 'derivatives',
      authority: '232',
      title: 'Derivatives on the steel content',
      report: '232',
      citations: [{ citation: 'a proclamation' }],
      headings: [
        {
          heading: '9903.81.91',
          kind: 'charge',
          title: 'Derivatives of note 16, on the steel content',
          rate: { add: '50' },
          basis: 'steel',
          windows: [{ from: '2025-06-04', through: '2026-04-05', citation: 'a proclamation' }],
          reach: { noteFootnote: '16', exceptPrefixes: ['73'], alsoLists: ['added'] },
          source: 'heading 9903.81.91',
        },
        {
          heading: '9903.81.98',
          kind: 'charge',
          title: 'Derivatives of the United Kingdom',
          rate: { add: '25' },
          basis: 'steel',
          windows: [{ from: '2025-06-04', through: '2026-04-05', citation: 'a proclamation' }],
          reach: { origins: ['GB'], noteFootnote: '16', exceptPrefixes: ['73'], alsoLists: ['added'] },
          source: 'heading 9903.81.98',
        },
      ],
    },
  ],
  rules: [],
  openQuestions: [],
  groups: [],
  lists: [
    {
      id: 'added',
      title: 'the derivatives added from 2025-08-18',
      citation: 'a notice',
      entries: [
        ['9403999045', '2025-08-18', '2026-04-05'],
        ['7308200035', '2025-08-18', '2026-04-05'],
      ],
    },
  ],
};

const law = compiledLaw(LAW);

const entry = (lineDigits: string, entryDate: string, notes: string[] = []): StackEntry => ({
  lineDigits,
  footnoteHeadings: new Set(),
  footnoteNotes: new Set(notes),
  origin: { iso2: 'CN', column2: false },
  entryDate,
  customsValue: usd(10000),
  base: { duty: usd(0), adValorem: true },
  contents: { steel: usd(500) },
  facts: { answers: {} },
  unmodeled: [],
});

const status = (e: StackEntry) => stackEntry(law, e).statuses.find((s) => s.heading === '9903.81.91');

describe('reach.alsoLists', () => {
  it('reaches a listed line no footnote links, from the list\'s first day, on the steel content', () => {
    const outcome = stackEntry(law, entry('9403999045', '2025-08-18'));
    const s = outcome.statuses.find((x) => x.heading === '9903.81.91')!;
    expect(s.status).toBe('applies');
    expect(s.reachedBy).toContain('9403.99.90.45 is listed in the derivatives added from 2025-08-18');
    expect(toFixedString(outcome.lines.find((l) => l.heading === '9903.81.91')!.amount)).toBe('250.00');
  });

  it('does not reach it the day before the list begins', () => {
    expect(status(entry('9403999045', '2025-08-17'))).toBeUndefined();
  });

  it('keeps the heading\'s exceptions: a listed number of chapter 73 is excepted', () => {
    expect(status(entry('7308200035', '2025-09-01'))?.status).not.toBe('applies');
  });

  it('lists another origin\'s heading only where the schedule\'s own footnotes link it, never by the later list alone', () => {
    const uk = (e: StackEntry) => stackEntry(law, e).statuses.find((s) => s.heading === '9903.81.98');
    expect(uk(entry('9403999045', '2025-09-01'))).toBeUndefined();
    expect(uk(entry('9403999045', '2025-09-01', ['16']))?.status).toBe('other-origin');
  });

  it('leaves the heading\'s own reach: a line whose footnote names note 16 is reached without the list', () => {
    expect(status(entry('8501100000', '2025-09-01', ['16']))?.status).toBe('applies');
    expect(status(entry('8501100000', '2025-09-01'))).toBeUndefined();
  });
});
