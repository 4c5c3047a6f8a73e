/** A line's history entries for the history page's unit tests: held, then a modification, then its removal. */
import type { LineHistoryEntry } from '../../../src/lib/schema/line-history.ts';

const state = (over: Partial<NonNullable<LineHistoryEntry['state']>> = {}): NonNullable<LineHistoryEntry['state']> => ({
  description: 'Other',
  units: ['kg'],
  general: '26.4%',
  special: 'Free (A+,AU)',
  other: '31.1¢/kg',
  footnotes: [],
  ...over,
});
// 2025HTSRev8 -> 2025_rev_8, as the revision catalogue names them.
const idOf = (release: string) => release.replace(/^(\d{4})HTS(Basic|Rev)(\d*)$/, (_, y: string, kind: string, n: string) => (kind === 'Basic' ? `${y}_basic` : `${y}_rev_${n}`));
const head = (release: string, date: string) => ({ revision: idOf(release), release, date, policyEffectiveOn: null });

export const ENTRIES: LineHistoryEntry[] = [
  { ...head('2025HTSBasic', '2025-01-01'), change: 'held', state: state() },
  {
    ...head('2025HTSRev8', '2025-04-03'),
    change: 'modified',
    fields: [
      { field: 'general', before: '26.4%', after: '4%' },
      { field: 'footnotes', before: [], after: [{ columns: ['general'], text: 'See 9903.88.15 and headings 9903.01.01-9903.01.05.' }] },
    ],
    state: state({ general: '4%', footnotes: [{ columns: ['general'], text: 'See 9903.88.15 and headings 9903.01.01-9903.01.05.' }] }),
  },
  { ...head('2026HTSRev2', '2026-01-30'), change: 'removed', state: null },
];
