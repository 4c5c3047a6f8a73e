import type { TariffLine } from '../schema/tariff-line.ts';
import { chapter99Refs } from './chapter99-refs.ts';

/** How a chapter 99 heading came to be listed for a line: the footnote that names it, and on which line. */
export interface Chapter99Link {
  /** The line whose footnote names the heading: the line itself, or the ancestor it is inherited from; null when that ancestor could not be looked up. */
  htsno: string | null;
  /** True when the footnote is on an ancestor, not on the line itself. */
  ancestor: boolean;
  /** The footnote's text as published; null when the ancestor could not be looked up. */
  footnote: string | null;
}

/** The first footnote of `line` that names `heading` ("See 9903.88.03."), or null. */
const footnoteNaming = (line: TariffLine, heading: string): string | null =>
  // includes() first: the reference grammar runs only on a footnote that can name the heading
  line.footnotes.find((f) => f.text.includes(heading) && chapter99Refs([f.text]).includes(heading))?.text ?? null;

/**
 * Why `heading` is among `line.chapter99`: a footnote of the line itself, or
 * of its nearest numbered ancestor that names it (buildSchedule inherits the
 * references of ancestors in the same heading). Ancestors are looked up by
 * tariff number, nearest first (10 -> 8 -> 6 -> 4 digits): on every line of
 * the 2026 schedule an inherited reference is found that way (the golden
 * estimate test checks it). `lineByDigits` is the schedule's lookup.
 */
export const chapter99Link = (
  line: TariffLine,
  heading: string,
  lineByDigits?: (digits: string) => TariffLine | undefined,
): Chapter99Link => {
  const own = footnoteNaming(line, heading);
  if (own !== null) return { htsno: line.htsno, ancestor: false, footnote: own };
  for (let n = line.digits.length - 2; n >= 4 && lineByDigits; n -= 2) {
    const ancestor = lineByDigits(line.digits.slice(0, n));
    if (ancestor === undefined || ancestor.heading !== line.heading) continue;
    const footnote = footnoteNaming(ancestor, heading);
    if (footnote !== null) return { htsno: ancestor.htsno, ancestor: true, footnote };
  }
  return { htsno: null, ancestor: true, footnote: null };
};
