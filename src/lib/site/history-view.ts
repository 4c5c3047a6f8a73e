import { chapter99Refs } from '../hts/chapter99-refs.ts';
import type { ChangeField } from '../schema/change.ts';
import type { LineHistoryEntry } from '../schema/line-history.ts';

/**
 * A line's history page (/history/0201305085/), as data: which numbers to
 * try for an address, the line's status, and one timeline row per entry of
 * lineHistory with the fields that revision changed and the chapter 99
 * headings its footnotes named then.
 */

/** The history page of a line: "0201.30.50.85" -> "/history/0201305085/". Short, since chapter pages link every line. */
export const historyHref = (htsno: string): string => `/history/${htsno.replace(/\D/g, '')}/`;

/**
 * The numbers to look for, in order: as given, then without trailing "00" pairs down to a heading. Entry papers
 * pad a shorter number to 10 digits (9903.01.63 as 9903.01.63.00), which the schedule never prints.
 */
export const historyCandidates = (digits: string): string[] => {
  const out = [digits];
  for (let d = digits; d.length > 4 && d.endsWith('00'); ) {
    d = d.slice(0, -2);
    out.push(d);
  }
  return out;
};

export type LineStatus =
  | { kind: 'in-schedule'; release: string; date: string }
  | { kind: 'removed'; release: string; date: string; revision: string };

/** Whether the latest entry left the line in the schedule; `latest` is the newest archived revision. */
export const lineStatus = (entries: readonly LineHistoryEntry[], latest: { release: string; publishedOn: string }): LineStatus => {
  const last = entries.at(-1);
  if (last?.change === 'removed') return { kind: 'removed', release: last.release, date: last.date, revision: last.revision };
  return { kind: 'in-schedule', release: latest.release, date: latest.publishedOn };
};

export interface HistoryRow {
  entry: LineHistoryEntry;
  /** Fields this revision changed (modified entries only). */
  changed: ReadonlySet<ChangeField>;
  /** Chapter 99 numbers the line's footnotes named after this revision, as written. */
  chapter99: string[];
  /** Whether this revision changed which chapter 99 numbers the footnotes name (not only their wording). */
  chapter99Changed: boolean;
}

const refsOf = (footnotes: readonly { text: string }[]): string[] => chapter99Refs(footnotes.map((f) => f.text));

export const historyRows = (entries: readonly LineHistoryEntry[]): HistoryRow[] =>
  entries.map((entry) => {
    const footnotes = entry.fields?.find((f) => f.field === 'footnotes');
    return {
      entry,
      changed: new Set((entry.fields ?? []).map((f) => f.field)),
      chapter99: entry.state ? refsOf(entry.state.footnotes) : [],
      chapter99Changed: footnotes?.field === 'footnotes' && refsOf(footnotes.before).join() !== refsOf(footnotes.after).join(),
    };
  });

/** Every chapter 99 number the rows name, for one existence check. */
export const chapter99Named = (rows: readonly HistoryRow[]): string[] => [...new Set(rows.flatMap((r) => r.chapter99))].sort();
