import { describe, expect, it } from 'vitest';
import { diffRevisions, duplicateHtsnos } from '../../../src/lib/changes/diff-revisions.ts';
import { LineChange } from '../../../src/lib/schema/change.ts';
import { header, row } from './rows.ts';

const meta = { revision: '2026_rev_10', previous: '2026_rev_9', date: '2026-06-08' };
const head = { ...meta };

describe('diffRevisions', () => {
  it('reports added, removed and modified lines in htsno order, parents before children', () => {
    const before = [row('0101.30.00.00'), row('0101.21.00'), row('0101.29.00', { general: 'Free' })];
    const after = [row('0101.29.00', { general: '2%' }), row('0101.21.00.10'), row('0101.21.00')];
    expect(diffRevisions(before, after, meta)).toEqual([
      { ...head, htsno: '0101.21.00.10', change: 'added' },
      { ...head, htsno: '0101.29.00', change: 'modified', fields: [{ field: 'general', before: 'Free', after: '2%' }] },
      { ...head, htsno: '0101.30.00.00', change: 'removed' },
    ]);
  });

  it('lists every changed field in fixed order with before and after', () => {
    const before = [row('2204.21.50', { description: 'Other', units: ['liters'], special: 'Free (A)', other: '90¢/liter' })];
    const after = [
      row('2204.21.50', {
        description: 'Other wine',
        units: ['liters', 'kg'],
        special: 'Free (A,AU)',
        other: '$1.00/liter',
        footnotes: [{ columns: ['general'], value: 'See 9903.88.15.', type: 'endnote' }],
      }),
    ];
    const [change] = diffRevisions(before, after, meta);
    expect(change?.fields).toEqual([
      { field: 'description', before: 'Other', after: 'Other wine' },
      { field: 'units', before: ['liters'], after: ['liters', 'kg'] },
      { field: 'special', before: 'Free (A)', after: 'Free (A,AU)' },
      { field: 'other', before: '90¢/liter', after: '$1.00/liter' },
      { field: 'footnotes', before: [], after: [{ columns: ['general'], text: 'See 9903.88.15.' }] },
    ]);
    expect(LineChange.safeParse(change).success).toBe(true);
  });

  it('reports a footnote whose text or columns change, compared by normalised text and columns', () => {
    const note = (value: string, columns = ['general']) => [{ columns, value, type: 'endnote' }];
    const before = [row('0101.21.00', { footnotes: note('See 9903.88.15. ') }), row('0101.29.00', { footnotes: note('See 9903.88.15.') })];
    const after = [
      row('0101.21.00', { footnotes: note('See 9903.88.03.') }),
      row('0101.29.00', { footnotes: note('See 9903.88.15.', ['other']) }),
    ];
    expect(diffRevisions(before, after, meta)).toEqual([
      {
        ...head,
        htsno: '0101.21.00',
        change: 'modified',
        fields: [{ field: 'footnotes', before: [{ columns: ['general'], text: 'See 9903.88.15.' }], after: [{ columns: ['general'], text: 'See 9903.88.03.' }] }],
      },
      {
        ...head,
        htsno: '0101.29.00',
        change: 'modified',
        fields: [{ field: 'footnotes', before: [{ columns: ['general'], text: 'See 9903.88.15.' }], after: [{ columns: ['other'], text: 'See 9903.88.15.' }] }],
      },
    ]);
  });

  it('ignores footnote type and marker, and footnotes with no text', () => {
    const before = [row('9903.80.06', { footnotes: [{ columns: ['stat'], value: 'See note 1.', type: 'footnote', marker: '1' }] })];
    const after = [
      row('9903.80.06', {
        footnotes: [
          { columns: ['stat'], value: ' See note 1. ', type: 'endnote', marker: ' 1' },
          { columns: ['general'], value: '  ', type: 'endnote' },
        ],
      }),
    ];
    expect(diffRevisions(before, after, meta)).toEqual([]);
  });

  it('treats whitespace-only and markup-only differences as no change', () => {
    const before = [row('0806.10.20', { description: 'Grapes, fresh', general: '$1.13/m3', units: ['m3', 'kg'], special: '' })];
    const after = [
      row('0806.10.20', {
        description: '  Grapes,\u00a0 fresh\n',
        general: '$1.13/m<sup>3</sup>',
        units: ['m<sup style="font-size: 9.75px;">3</sup>', ' kg '],
        special: '\n',
      }),
    ];
    expect(diffRevisions(before, after, meta)).toEqual([]);
  });

  it('treats a unit list of [""] as no unit', () => {
    expect(diffRevisions([row('0309.90.10', { units: [''] })], [row('0309.90.10', { units: [] })], meta)).toEqual([]);
    expect(diffRevisions([row('0309.90.10', { units: null })], [row('0309.90.10', { units: [''] })], meta)).toEqual([]);
  });

  it('ignores unnumbered header rows, even when their wording changes or they appear and disappear', () => {
    const before = [header('Horses:'), row('0101.21.00'), header('Other:')];
    const after = [header('Horses and ponies:'), row('0101.21.00'), header('Of a kind used:'), row('   ', { description: 'blank-numbered header' })];
    expect(diffRevisions(before, after, meta)).toEqual([]);
  });

  it('keys by the trimmed tariff number', () => {
    expect(diffRevisions([row('0101.21.00')], [row(' 0101.21.00 ')], meta)).toEqual([]);
  });

  it('yields nothing between identical revisions', () => {
    const rows = [row('0101'), header('Horses:'), row('0101.21.00'), row('0101.29.00')];
    expect(diffRevisions(rows, structuredClone(rows), meta)).toEqual([]);
  });

  it('throws on a tariff number repeated within one export, which duplicateHtsnos reports', () => {
    const dup = [row('0101.21.00'), row('0101.29.00'), row('0101.21.00', { general: '1%' })];
    expect(duplicateHtsnos(dup)).toEqual(['0101.21.00']);
    expect(duplicateHtsnos([row('0101.21.00'), header('a'), header('a')])).toEqual([]);
    expect(() => diffRevisions([row('0101.21.00')], dup, meta)).toThrow(/2026_rev_10: htsno 0101.21.00/);
  });
});
