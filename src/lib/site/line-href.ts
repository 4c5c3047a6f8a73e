/**
 * Where a line of the schedule is shown. Chapter 99 is too large for one page
 * (about 3,000 lines, most with several special-rate groups and footnotes),
 * so it is shown one subchapter per page; every other chapter is one page.
 * The schedule numbers chapter 99's headings after their subchapter:
 * heading 99NN is subchapter NN (9903 is subchapter III, 9922 is XXII), so
 * the page of a line follows from its number alone, with no lookup.
 */

/** Chapters shown one subchapter per page. */
export const SPLIT_CHAPTERS: ReadonlySet<string> = new Set(['99']);

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
  if (!SPLIT_CHAPTERS.has(chapter)) return null;
  const n = Number(htsno.slice(2, 4));
  if (!Number.isInteger(n) || n < 1) return null;
  const roman = romanNumeral(n);
  return { roman, heading: htsno.slice(0, 4), slug: roman.toLowerCase() };
};

/** The page that shows a line, without the anchor: "/chapters/22/", "/chapters/99/iii/". */
export const linePage = (htsno: string): string => {
  const subchapter = subchapterOf(htsno);
  return `/chapters/${htsno.slice(0, 2)}/${subchapter ? `${subchapter.slug}/` : ''}`;
};

/** Where a line of the schedule is shown: its page, at its anchor. */
export const lineHref = (htsno: string): string => `${linePage(htsno)}#${htsno}`;

/** A link to a line from `page`: the bare anchor when the line is on that page, its full address otherwise. */
export const lineHrefFrom = (page: string, htsno: string): string => (linePage(htsno) === page ? `#${htsno}` : lineHref(htsno));
