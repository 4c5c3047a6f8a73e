/**
 * A small archive of four revisions, built with the build's own historyBuilder, with one case of every kind a code
 * check meets: a line removed with successors under its 8-digit parent (0201.30.50.85, rev 2), one succeeded by
 * its words in another heading (0101.29.00.10, rev 1), one removed and re-added (0101.21.00.20, rev 1 and 2), a
 * heading row dropped while its lines remain (0102, rev 3), a whole heading ended (9912, rev 3) and a line removed
 * with nothing added (0101.29.00.90, rev 3, which leaves 0101.29.00 with no line beneath it).
 */
import { buildCodeIndex } from '../../../src/lib/codes/build-code-index.ts';
import { codeIndexOf } from '../../../src/lib/codes/code-index.ts';
import { packLines } from '../../../src/lib/datasets/pack-lines.ts';
import { historyBuilder, rowsAt } from '../../../src/lib/history/chapter-history.ts';
import { buildSchedule } from '../../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../../src/lib/hts/rate-cache.ts';
import { chapterLines, type ChapterLines } from '../../../src/lib/query/hts-store.ts';
import type { HtsRow } from '../../../src/lib/schema/hts-row.ts';
import type { Revision } from '../../../src/lib/schema/revision.ts';

export const revision = (id: string, publishedOn: string): Revision => ({
  id,
  release: `R${id}`,
  year: Number(id.slice(0, 4)),
  number: id.endsWith('basic') ? 0 : Number(id.split('_').at(-1)),
  publishedOn,
  policyEffectiveOn: null,
  note: null,
  dateSource: 'revision-dates-csv',
});

export const REVISIONS = [
  revision('2025_basic', '2025-01-01'),
  revision('2025_rev_1', '2025-02-01'),
  revision('2025_rev_2', '2025-03-01'),
  revision('2025_rev_3', '2025-04-01'),
];

const row = (htsno: string, indent: number, description: string, rates: Partial<Pick<HtsRow, 'general' | 'special' | 'other'>> = {}, units: string[] = []): HtsRow => ({
  htsno,
  indent: String(indent),
  description,
  units,
  general: rates.general ?? '',
  special: rates.special ?? '',
  other: rates.other ?? '',
  footnotes: [],
});

const HORSES = [
  row('0101', 0, 'Live horses, asses, mules and hinnies:'),
  row('', 1, 'Horses:'),
  row('0101.21.00', 2, 'Purebred breeding animals', { general: 'Free', other: 'Free' }),
  row('0101.21.00.10', 3, 'Males', {}, ['No.']),
];
const FEMALES = row('0101.21.00.20', 3, 'Females', {}, ['No.']);
const OTHER_HORSES = row('0101.29.00', 2, 'Other', { general: '4.5%', other: '20%' });
const SLAUGHTER = row('0101.29.00.10', 3, 'Imported for immediate slaughter', {}, ['No.']);
const OTHER_HORSE = row('0101.29.00.90', 3, 'Other', {}, ['No.']);
const BOVINE = row('0102', 0, 'Live bovine animals:');
const PUREBRED_BOVINE = row('0102.21.00.00', 1, 'Purebred breeding animals', { general: 'Free' }, ['No.']);
const OTHER_BOVINE = [row('0102.90.00', 1, 'Other', { general: '1%' }), row('0102.90.00.10', 2, 'Imported for immediate slaughter', {}, ['No.'])];
const MEAT = [
  row('0201', 0, 'Meat of bovine animals, fresh or chilled:'),
  row('0201.30', 1, 'Boneless:'),
  row('0201.30.50', 2, 'Other', { general: '4.4¢/kg', other: '26.4¢/kg' }),
  row('0201.30.50.10', 3, 'Rib eye rolls', {}, ['kg']),
];
const OLD_MEAT = row('0201.30.50.85', 3, 'Other', {}, ['kg']);
const NEW_MEAT = [row('0201.30.50.91', 3, 'Certified organic', {}, ['kg']), row('0201.30.50.97', 3, 'Other', {}, ['kg'])];
const MOROCCO = row('9912.02.05', 0, 'Goods of Morocco, under the terms of general note 27', { general: 'Free' });
const CANADA = row('9903.01.01', 0, 'Articles the product of Canada', { general: 'The duty provided in the applicable subheading + 25%' });

export const EXPORTS: HtsRow[][] = [
  [...HORSES, FEMALES, OTHER_HORSES, SLAUGHTER, OTHER_HORSE, BOVINE, PUREBRED_BOVINE, ...MEAT, OLD_MEAT, CANADA, MOROCCO],
  [...HORSES, OTHER_HORSES, OTHER_HORSE, BOVINE, PUREBRED_BOVINE, ...OTHER_BOVINE, ...MEAT, OLD_MEAT, CANADA, MOROCCO],
  [...HORSES, FEMALES, OTHER_HORSES, OTHER_HORSE, BOVINE, PUREBRED_BOVINE, ...OTHER_BOVINE, ...MEAT, ...NEW_MEAT, CANADA, MOROCCO],
  [...HORSES, FEMALES, OTHER_HORSES, PUREBRED_BOVINE, ...OTHER_BOVINE, ...MEAT, ...NEW_MEAT, CANADA],
];

export const archive = () => {
  const builder = historyBuilder();
  EXPORTS.forEach((rows, at) => builder.add(REVISIONS[at]!, rows));
  const history = builder.files();
  const file = buildCodeIndex(history.index, history.chapters);
  const rates = createRateCache();
  /** Revision `at`'s chapters, as the store of that revision gives them. */
  const chaptersAt = (at: number, numbers: readonly string[]): Map<string, ChapterLines> =>
    new Map(
      numbers.map((n) => {
        const chapter = history.chapters.find((c) => c.chapter === n)!;
        return [n, chapterLines(n, packLines(buildSchedule(rowsAt(chapter, at), rates).lines))];
      }),
    );
  return { history, file, index: codeIndexOf(file), chaptersAt };
};
