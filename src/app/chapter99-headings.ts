/**
 * The chapter 99 headings a line's footnotes name, looked up in chapter 99 of the same store (the same revision):
 * read only when the line names one. Used by a lookup as of a date and by the estimate's candidates.
 */
import type { ChapterLines, HtsStore } from '../lib/query/hts-store.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';

export type HeadingLookup = (heading: string) => TariffLine | undefined;

/** A lookup of chapter 99 headings by number (dots optional) in the store; undefined when the line names none or the store has no chapter 99. */
export const chapter99Headings = async (store: HtsStore, line: TariffLine): Promise<HeadingLookup | undefined> => {
  const chapter99: ChapterLines | undefined = line.chapter99.length > 0 ? await store.chapter('99') : undefined;
  return chapter99 ? (heading) => chapter99.get(heading.replaceAll('.', '')) : undefined;
};
