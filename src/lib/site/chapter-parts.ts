import type { TariffLine } from '../schema/tariff-line.ts';
import { linePage, subchapterOf, type Subchapter } from './line-href.ts';

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

/** One page of a chapter's table: the lines `linePage` places on it, in schedule order. */
export interface SchedulePage {
  /** "/chapters/84/8471/", "/chapters/99/iv/". */
  path: string;
  /** Its last path segment: "8471", "9903.52", "iv". */
  slug: string;
  /** What the page holds, for titles and lists: "headings 8471 to 8476", "9902.05 to 9902.08", "subchapter IV". */
  name: string;
  lines: TariffLine[];
}

const nameOf = (slug: string, lines: readonly TariffLine[]): string => {
  const sub = subchapterOf(lines[0]!.htsno);
  if (sub && sub.slug === slug) return `subchapter ${sub.roman}`;
  // A part that starts inside a heading ("9903.52") is named by its six-digit groups, any other by its headings.
  if (slug.includes('.')) {
    const groups = lineGroups(lines.filter((l) => l.htsno.length > 4));
    return groups.length === 1 ? groups[0]!.group : `${groups[0]!.group} to ${groups.at(-1)!.group}`;
  }
  const first = lines[0]!.heading;
  const last = lines.at(-1)!.heading;
  return first === last ? `heading ${first}` : `headings ${first} to ${last}`;
};

/** The pages a chapter's lines are shown on, in schedule order (one page for a chapter not split). */
export const schedulePages = (lines: readonly TariffLine[]): SchedulePage[] => {
  const pages: SchedulePage[] = [];
  for (const line of lines) {
    const path = linePage(line.htsno);
    const last = pages.at(-1);
    if (last?.path === path) last.lines.push(line);
    else if (pages.some((p) => p.path === path)) throw new Error(`${line.htsno} is out of schedule order`);
    else pages.push({ path, slug: path.split('/').at(-2)!, name: '', lines: [line] });
  }
  for (const page of pages) page.name = nameOf(page.slug, page.lines);
  return pages;
};
