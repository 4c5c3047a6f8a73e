import type { TariffLine } from '../schema/tariff-line.ts';

/** A footnote of a line (or of an ancestor) naming a U.S. note of chapter 99, subchapter III. */
export interface NoteLink {
  /** The note's number, e.g. "16". */
  note: string;
  /** The line whose footnote names the note: this line or the ancestor it is inherited from. */
  htsno: string;
  ancestor: boolean;
  footnote: string;
}

// "See U.S. note 16 to subchapter III, chapter 99.", "Also see note 16 to subchapter III, chapter 99 and related
// tariff provisions", "(U.S. note 20(g) in subchapter III of chapter 99)".
const NOTE = /\bnote\s+(\d+)(?:\([a-z0-9]+\))*\s+(?:to|in)\s+subchapter\s+III\b/gi;

const notesIn = (line: TariffLine): { note: string; footnote: string }[] =>
  line.footnotes.flatMap((f) => [...f.text.matchAll(NOTE)].map((m) => ({ note: m[1]!, footnote: f.text })));

/**
 * The U.S. notes of subchapter III that the line's footnotes name, or its
 * nearest ancestors' in the same heading (as chapter 99 references are
 * inherited), each once, nearest first. Such a footnote ("See U.S. note 16 to
 * subchapter III, chapter 99.") sends the reader to the headings provided for
 * in that note (the steel and aluminum headings of 2025 and early 2026).
 */
export const noteLinks = (line: TariffLine, lineByDigits?: (digits: string) => TariffLine | undefined): NoteLink[] => {
  const found = new Map<string, NoteLink>();
  for (const { note, footnote } of notesIn(line)) if (!found.has(note)) found.set(note, { note, htsno: line.htsno, ancestor: false, footnote });
  for (let n = line.digits.length - 2; n >= 4 && lineByDigits; n -= 2) {
    const ancestor = lineByDigits(line.digits.slice(0, n));
    if (ancestor === undefined || ancestor.heading !== line.heading) continue;
    for (const { note, footnote } of notesIn(ancestor)) if (!found.has(note)) found.set(note, { note, htsno: ancestor.htsno, ancestor: true, footnote });
  }
  return [...found.values()];
};
