/**
 * Where a line of the schedule is shown, from its number alone, with no lookup: the rule runs in the browser (the
 * estimate form's result links its line) as well as at build time, so it is a small table, not the schedule.
 *
 * Chapter 99 is shown one subchapter per page. The schedule numbers chapter 99's headings after their subchapter:
 * heading 99NN is subchapter NN (9903 is subchapter III, 9922 is XXII).
 *
 * A page of the schedule costs a phone what its rows cost, so no page should carry much over 250 KB of HTML
 * (Lighthouse on a mid-range phone falls under 90 past that). A chapter (or a chapter 99 subchapter) that would is
 * shown in parts: PART_STARTS lists, in schedule order, the number each part starts at (a heading, or the first six
 * digits of a heading too large for one page). A line is on the last part whose start is not after it. The chapter's
 * own page (or the subchapter's) becomes the index of its parts. The starts were chosen by packing whole headings
 * (or six-digit groups) into about 240 KB of rows in 2026 rev 10; then each page over about 248 KB (chapters 07, 55,
 * 87, 90 and 98 on one page, and eleven parts) was cut in two near its middle (a heading, or a six-digit group for
 * heading 6204). tests/e2e/chapter-links.test.ts fails when a built page
 * outgrows 300 KB and tests/e2e/split-chapters.test.ts when one outgrows 250 KB; then a start is added here.
 */

/** The starts of each chapter ("84") or chapter 99 subchapter heading ("9902") shown in parts. */
export const PART_STARTS: Readonly<Record<string, readonly string[]>> = {
  '03': ['0301', '0306'],
  '07': ['0701', '0709'],
  '29': ['2901', '2915', '2919', '2924', '2934'],
  '44': ['4401', '4412'],
  '52': ['5201', '5210'],
  '55': ['5501', '5514'],
  '61': ['6101', '6104', '6105', '6110', '6116'],
  '62': ['6201', '6203', '6204', '6204.53', '6205', '6211', '6212', '6217'],
  '64': ['6401', '6404'],
  '72': ['7201', '7222'],
  '73': ['7301', '7306', '7318'],
  '84': ['8401', '8419', '8429', '8443', '8457', '8462', '8466', '8477'],
  '85': ['8501', '8507', '8519', '8529', '8539'],
  '87': ['8701', '8708'],
  '90': ['9001', '9019'],
  '98': ['9801', '9818'],
  '9902': ['9902.01', '9902.05', '9902.07', '9902.09', '9902.12', '9902.15'],
  '9903': ['9903.01', '9903.52'],
};

/** Chapters shown one subchapter per page. */
export const SUBCHAPTER_CHAPTERS: ReadonlySet<string> = new Set(['99']);

/** Chapters whose page is an index: chapter 99 (by subchapter) and the chapters shown in parts. */
export const SPLIT_CHAPTERS: ReadonlySet<string> = new Set([...SUBCHAPTER_CHAPTERS, ...Object.keys(PART_STARTS).filter((k) => k.length === 2)]);

const digitsOf = (htsno: string): string => htsno.replaceAll('.', '');

/** The part of a chapter or subchapter shown in parts that holds a line: the last start not after it. */
export const partStart = (starts: readonly string[], htsno: string): string => {
  const digits = digitsOf(htsno);
  let found = starts[0]!;
  for (const start of starts) if (digitsOf(start) <= digits) found = start;
  return found;
};

const NUMERALS: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 3 -> "III", 22 -> "XXII" (subchapters run from I to XXIII). */
export const romanNumeral = (n: number): string => {
  let rest = n;
  let out = '';
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
};

export interface Subchapter {
  /** "III" */
  roman: string;
  /** The heading that holds its lines, "9903". */
  heading: string;
  /** Path segment of its page, "iii". */
  slug: string;
}

/** The subchapter of a chapter 99 line or heading ("9903.88.03" -> III); null for other chapters. */
export const subchapterOf = (htsno: string): Subchapter | null => {
  const chapter = htsno.slice(0, 2);
  if (!SUBCHAPTER_CHAPTERS.has(chapter)) return null;
  const n = Number(htsno.slice(2, 4));
  if (!Number.isInteger(n) || n < 1) return null;
  const roman = romanNumeral(n);
  return { roman, heading: htsno.slice(0, 4), slug: roman.toLowerCase() };
};

/** The page that shows a line, without the anchor: "/chapters/22/", "/chapters/99/iv/", "/chapters/84/8471/", "/chapters/99/9903.52/". */
export const linePage = (htsno: string): string => {
  const chapter = htsno.slice(0, 2);
  const subchapter = subchapterOf(htsno);
  const starts = PART_STARTS[subchapter ? subchapter.heading : chapter];
  if (starts) return `/chapters/${chapter}/${partStart(starts, htsno)}/`;
  return `/chapters/${chapter}/${subchapter ? `${subchapter.slug}/` : ''}`;
};

/** Where a line of the schedule is shown: its page, at its anchor. */
export const lineHref = (htsno: string): string => `${linePage(htsno)}#${htsno}`;

/** A link to a line from `page`: the bare anchor when the line is on that page, its full address otherwise. */
export const lineHrefFrom = (page: string, htsno: string): string => (linePage(htsno) === page ? `#${htsno}` : lineHref(htsno));
