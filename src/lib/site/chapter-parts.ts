import type { TariffLine } from '../schema/tariff-line.ts';
import { subchapterOf, type Subchapter } from './line-href.ts';

/** One page of a chapter shown in parts: a subchapter of chapter 99 and its lines in schedule order. */
export interface ChapterPart extends Subchapter {
  lines: TariffLine[];
}

/** The subchapters of a split chapter that have lines, in schedule order (see line-href.ts for the numbering). */
export const chapterParts = (lines: readonly TariffLine[]): ChapterPart[] => {
  const parts: ChapterPart[] = [];
  for (const line of lines) {
    const subchapter = subchapterOf(line.htsno);
    if (!subchapter) throw new Error(`${line.htsno} is not in a chapter shown by subchapter`);
    const last = parts.at(-1);
    if (last?.heading === subchapter.heading) last.lines.push(line);
    else if (parts.some((p) => p.heading === subchapter.heading)) throw new Error(`${line.htsno} is out of schedule order`);
    else parts.push({ ...subchapter, lines: [line] });
  }
  return parts;
};

/** A group of a subchapter's lines that share their first six digits (9903.88), for the page's contents. */
export interface LineGroup {
  group: string;
  first: string;
  count: number;
  /** The top of the first line's description path, which usually names what the group covers. */
  description: string;
}

export const lineGroups = (lines: readonly TariffLine[]): LineGroup[] => {
  const groups: LineGroup[] = [];
  for (const line of lines) {
    const group = line.htsno.slice(0, 7);
    const last = groups.at(-1);
    if (last?.group === group) last.count++;
    else groups.push({ group, first: line.htsno, count: 1, description: line.descriptionPath[0] ?? line.description });
  }
  return groups;
};
