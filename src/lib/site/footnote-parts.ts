/** A footnote split into text and the chapter 99 headings it names, so each heading can be linked. */
export type FootnotePart = { text: string } | { heading: string };

const CHAPTER99_NUMBER = /\b99\d{2}\.\d{2}\.\d{2}(?:\.\d{2})?\b/g;

/** `known` says which headings exist in the schedule; others stay plain text (a dead link helps nobody). */
export const footnoteParts = (text: string, known: (heading: string) => boolean): FootnotePart[] => {
  const parts: FootnotePart[] = [];
  let last = 0;
  for (const match of text.matchAll(CHAPTER99_NUMBER)) {
    if (!known(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ heading: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
};

// Kept here too for the pages that import it from this file; the rule lives in line-href.ts.
export { lineHref } from './line-href.ts';
