/**
 * The law data (content/chapter99/, resolved at build time into LawData) made ready for the engine, and checked:
 * a window that overlaps another of the same heading, a heading listed twice, a reference to an unknown list, group
 * or heading, a reading of an unknown open question and a pair of headings that each displace the other on the same
 * day are all errors, reported together, never thrown.
 */
import { err, ok, type Result } from '../result.ts';
import { parseDecimal, type ExactDecimal } from '../money/index.ts';
import {
  REPORT_GROUPS,
  type CountryGroup,
  type HeadingLaw,
  type HeadingRate,
  type LawData,
  type LawRule,
  type LawWindow,
  type Measure,
  type OpenQuestion,
  type Part,
  type CountryGroup as Group,
  type Reach,
  type ReportGroup,
} from '../schema/chapter99-law.ts';
import { compileLists, type CompiledList } from './line-lists.ts';
import type { Chapter99RateEffect } from '../chapter99/read-chapter99-rate.ts';
import { readPublishedRate } from './published-rate.ts';

export interface CompiledRate {
  kind: 'add' | 'upTo' | 'none';
  /** The percentage as a fraction (25% -> 0.25); 0 for none. */
  fraction: ExactDecimal;
  /** As the law states it: "25". */
  percent: string;
}

export interface CompiledWindow {
  from: string;
  through: string | null;
  rate: CompiledRate | null;
  part: Part;
  citation: string;
}

export interface CompiledHeading {
  heading: string;
  kind: HeadingLaw['kind'];
  title: string;
  measure: Pick<Measure, 'id' | 'authority' | 'title' | 'report'>;
  /** Where its lines are reported: the position of the measure's report group in CBP's order x 10, plus its rank in the group. */
  group: number;
  basis: NonNullable<HeadingLaw['basis']>;
  windows: readonly CompiledWindow[];
  reach: Reach;
  exempts: readonly string[];
  source: string;
  /** For an exemption taking out the U.S. content: the most it takes out, as a fraction of the value (40% -> 0.4). */
  usContentUpTo?: { percent: string; fraction: ExactDecimal };
  /** The rate column as published and what it does (read and checked once: published-rate.ts), for a heading the build's schedule may not hold. */
  publishedRate?: { text: string; effect: Chapter99RateEffect };
  /** Whether the heading's reach names goods (lists, numbers, footnotes): otherwise it reaches every line of its origins. */
  productReach: boolean;
}

export type CompiledRule =
  | { kind: 'ended'; id: string; ranges: readonly (readonly [string, string])[]; through: string; says: string; citation: string }
  | { kind: 'precedence'; id: string; winners: ReadonlySet<string>; losers: ReadonlySet<string>; part: Part; windows: readonly CompiledWindow[]; reading: string | null; says: string }
  | { kind: 'exclusive'; id: string; headings: readonly string[]; windows: readonly CompiledWindow[]; says: string };

export interface CompiledLaw {
  /** Every heading, in the order of the data (measure by measure). */
  readonly headings: readonly CompiledHeading[];
  readonly byHeading: ReadonlyMap<string, CompiledHeading>;
  readonly rules: readonly CompiledRule[];
  readonly openQuestions: readonly OpenQuestion[];
  readonly groups: ReadonlyMap<string, CountryGroup>;
  readonly lists: ReadonlyMap<string, CompiledList>;
  /** Where an entry's candidates are looked up, so no entry reads every heading (candidateHeadings). */
  readonly index: LawIndex;
}

/**
 * Each heading under the key that selects it most narrowly: a tariff-number prefix of its lists or numbers, the
 * heading a footnote names, the note a footnote names, or, for a heading that names no goods, its origins (a
 * group's members, whatever their dates) or none (every origin).
 */
export interface LawIndex {
  byPrefix: ReadonlyMap<string, readonly number[]>;
  byFootnote: ReadonlyMap<string, readonly number[]>;
  byNote: ReadonlyMap<string, readonly number[]>;
  byOrigin: ReadonlyMap<string, readonly number[]>;
  everywhere: readonly number[];
}

const ZERO_FRACTION: ExactDecimal = { units: 0n, scale: 0 };

/** A percent of the law data ("25") as a fraction of the value (0.25). */
const percentFraction = (percent: string): ExactDecimal => {
  const parsed = parseDecimal(percent);
  // The schema admits only plain decimals, which parse.
  const value = parsed.ok ? parsed.value : ZERO_FRACTION;
  return { units: value.units, scale: value.scale + 2 };
};

const compileRate = (rate: HeadingRate): CompiledRate => {
  if ('none' in rate) return { kind: 'none', fraction: ZERO_FRACTION, percent: '0' };
  const percent = 'add' in rate ? rate.add : rate.upTo;
  return { kind: 'add' in rate ? 'add' : 'upTo', fraction: percentFraction(percent), percent };
};

const compileWindow = (w: LawWindow, rate: HeadingRate | undefined, part: Part): CompiledWindow => ({
  from: w.from,
  through: w.through ?? null,
  rate: w.rate ? compileRate(w.rate) : rate ? compileRate(rate) : null,
  part: w.part ?? part,
  citation: w.citation,
});

/** "9903.02.02-9903.02.71" against the known headings, in order; a single heading as itself, known or not. */
export const expandRef = (ref: string, known: readonly string[]): string[] => {
  const dash = ref.indexOf('-');
  if (dash === -1) return [ref];
  const from = ref.slice(0, dash);
  const to = ref.slice(dash + 1);
  return known.filter((h) => h >= from && h <= to);
};

const overlaps = (a: { from: string; through: string | null }, b: { from: string; through: string | null }): boolean =>
  (a.through === null || b.from <= a.through) && (b.through === null || a.from <= b.through);

export const compileLaw = (data: LawData): Result<CompiledLaw, string[]> => {
  const problems: string[] = [];
  const groups = new Map(data.groups.map((g) => [g.id, g]));
  const lists = compileLists(data.lists);
  const known = data.measures.flatMap((m) => m.headings.map((h) => h.heading)).sort();
  const byHeading = new Map<string, CompiledHeading>();
  const headings: CompiledHeading[] = [];

  for (const measure of data.measures) {
    for (const h of measure.headings) {
      if (byHeading.has(h.heading)) problems.push(`${h.heading}: listed twice (measure ${measure.id})`);
      const windows = h.windows.map((w) => compileWindow(w, h.rate, h.part ?? 'whole'));
      for (let i = 1; i < windows.length; i++) {
        if (windows[i]!.from <= (windows[i - 1]!.through ?? '9999-12-31')) problems.push(`${h.heading}: window from ${windows[i]!.from} overlaps or precedes the one before`);
      }
      for (const w of windows) {
        if (w.through !== null && w.through < w.from) problems.push(`${h.heading}: window ends (${w.through}) before it starts (${w.from})`);
        if (h.kind === 'charge' && w.rate === null) problems.push(`${h.heading}: a charge with no rate from ${w.from}`);
      }
      const r = h.reach;
      for (const id of [...(r.origins ?? []), ...(r.exceptOrigins ?? [])]) {
        if (!/^[A-Z]{2}$/.test(id) && !groups.has(id)) problems.push(`${h.heading}: unknown country group ${id}`);
      }
      for (const id of [...(r.lists ?? []), ...(r.exceptLists ?? []), ...(r.alsoLists ?? [])]) if (!lists.has(id)) problems.push(`${h.heading}: unknown list ${id}`);
      const exempts = (h.exempts ?? []).flatMap((ref) => expandRef(ref, known));
      if (h.kind === 'exemption' && exempts.length === 0) problems.push(`${h.heading}: an exemption that displaces no known heading`);
      for (const ref of [...(h.exempts ?? []), ...(r.whenApplies ?? [])]) {
        if (!ref.includes('-') && !known.includes(ref)) problems.push(`${h.heading}: names ${ref}, which no measure lists`);
      }
      if (h.usContentUpTo !== undefined && (h.part ?? 'whole') !== 'us-content') problems.push(`${h.heading}: usContentUpTo without part us-content`);
      const published = readPublishedRate(h);
      if (published.problem !== null) problems.push(`${h.heading}: ${published.problem}`);
      const compiled: CompiledHeading = {
        heading: h.heading,
        kind: h.kind,
        title: h.title,
        measure: { id: measure.id, authority: measure.authority, title: measure.title, report: measure.report },
        group: REPORT_GROUPS.indexOf(measure.report as ReportGroup) * 10 + (measure.reportRank ?? 0),
        basis: h.basis ?? 'value',
        windows,
        reach: r,
        exempts,
        source: h.source,
        ...(published.rate !== null ? { publishedRate: published.rate } : {}),
        ...(h.usContentUpTo !== undefined ? { usContentUpTo: { percent: h.usContentUpTo, fraction: percentFraction(h.usContentUpTo) } } : {}),
        productReach: r.lists !== undefined || r.prefixes !== undefined || r.footnote === true || r.noteFootnote !== undefined || r.alsoLists !== undefined,
      };
      byHeading.set(h.heading, compiled);
      headings.push(compiled);
    }
  }

  const questions = new Map(data.openQuestions.map((q) => [q.id, q]));
  for (const q of data.openQuestions) if (!q.readings.some((r) => r.id === q.chosen)) problems.push(`open question ${q.id}: chosen reading ${q.chosen} is not one of its readings`);
  const rules: CompiledRule[] = data.rules.map((rule) => compileRule(rule, known, questions, problems));
  checkCycles(rules, problems);

  if (problems.length > 0) return err(problems);
  return ok({ headings, byHeading, rules, openQuestions: data.openQuestions, groups, lists, index: indexLaw(headings, lists, groups) });
};

const indexLaw = (headings: readonly CompiledHeading[], lists: ReadonlyMap<string, CompiledList>, groups: ReadonlyMap<string, Group>): LawIndex => {
  const byPrefix = new Map<string, number[]>();
  const byFootnote = new Map<string, number[]>();
  const byNote = new Map<string, number[]>();
  const byOrigin = new Map<string, number[]>();
  const everywhere: number[] = [];
  const put = (map: Map<string, number[]>, key: string, at: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  };
  headings.forEach((h, at) => {
    const r = h.reach;
    if (r.footnote === true) put(byFootnote, h.heading, at);
    else if (r.noteFootnote !== undefined) put(byNote, r.noteFootnote, at);
    else if (r.lists !== undefined) for (const id of r.lists) for (const prefix of lists.get(id)?.byPrefix.keys() ?? []) put(byPrefix, prefix, at);
    else if (r.prefixes !== undefined) for (const prefix of r.prefixes) put(byPrefix, prefix, at);
    else if (r.origins !== undefined) for (const id of r.origins) for (const iso2 of groups.get(id)?.members.map((m) => m.iso2) ?? [id]) put(byOrigin, iso2, at);
    else everywhere.push(at);
    for (const id of r.alsoLists ?? []) for (const prefix of lists.get(id)?.byPrefix.keys() ?? []) put(byPrefix, prefix, at);
  });
  return { byPrefix, byFootnote, byNote, byOrigin, everywhere };
};

const PREFIX_LENGTHS = [2, 4, 6, 8, 10];

/**
 * The positions of the headings that may reach an entry, in the data's order: those under the line's prefixes, the
 * headings and notes its footnotes name, its origin (or, without one, every origin-bound heading is left out) and
 * those that reach every entry. Each is then judged in full (its exceptions, dates and conditions).
 */
export const candidateHeadings = (law: CompiledLaw, lineDigits: string, footnoteHeadings: Iterable<string>, footnoteNotes: Iterable<string>, origin: string | null): CompiledHeading[] => {
  const { index } = law;
  const at = new Set<number>(index.everywhere);
  const add = (positions: readonly number[] | undefined): void => {
    if (positions !== undefined) for (const p of positions) at.add(p);
  };
  for (const n of PREFIX_LENGTHS) if (n <= lineDigits.length) add(index.byPrefix.get(lineDigits.slice(0, n)));
  for (const h of footnoteHeadings) add(index.byFootnote.get(h));
  for (const n of footnoteNotes) add(index.byNote.get(n));
  if (origin !== null) add(index.byOrigin.get(origin));
  return [...at].sort((a, b) => a - b).map((p) => law.headings[p]!);
};

const compileRule = (rule: LawRule, known: readonly string[], questions: ReadonlyMap<string, OpenQuestion>, problems: string[]): CompiledRule => {
  if (rule.kind === 'ended') {
    const ranges = rule.headings.map((ref) => {
      const [from, to = from] = ref.split('-') as [string, string?];
      return [from, to] as const;
    });
    for (const h of known) if (ranges.some(([a, b]) => h >= a && h <= b)) problems.push(`rule ${rule.id}: ${h} is described by a measure; an ended rule is for headings none describes`);
    return { kind: 'ended', id: rule.id, ranges, through: rule.through, says: rule.says, citation: rule.citation };
  }
  const windows = rule.windows.map((w) => compileWindow(w, undefined, rule.kind === 'precedence' ? rule.part : 'whole'));
  const expand = (refs: readonly string[]): string[] => {
    const out = refs.flatMap((ref) => expandRef(ref, known));
    if (out.length === 0) problems.push(`rule ${rule.id}: names no known heading (${refs.join(', ')})`);
    for (const ref of refs) if (!ref.includes('-') && !known.includes(ref)) problems.push(`rule ${rule.id}: names ${ref}, which no measure lists`);
    return out;
  };
  if (rule.kind === 'exclusive') return { kind: 'exclusive', id: rule.id, headings: expand(rule.headings), windows, says: rule.says };
  if (rule.reading !== undefined) {
    const [question, reading] = rule.reading.split(':') as [string, string];
    if (!questions.get(question)?.readings.some((r) => r.id === reading)) problems.push(`rule ${rule.id}: unknown reading ${rule.reading}`);
  }
  return {
    kind: 'precedence',
    id: rule.id,
    winners: new Set(expand(rule.winners)),
    losers: new Set(expand(rule.losers)),
    part: rule.part,
    windows,
    reading: rule.reading ?? null,
    says: rule.says,
  };
};

/** Two precedence rules in force on a common day that put the same headings on both sides would never settle. */
const checkCycles = (rules: readonly CompiledRule[], problems: string[]): void => {
  // Only precedence rules displace.
  const precedence = rules.filter((r): r is Extract<CompiledRule, { kind: 'precedence' }> => r.kind === 'precedence');
  for (const a of precedence) {
    for (const b of precedence) {
      if (a === b || (a.reading !== null && b.reading !== null && a.reading !== b.reading)) continue;
      if (!a.windows.some((x) => b.windows.some((y) => overlaps(x, y)))) continue;
      const aOverB = [...a.winners].some((h) => b.losers.has(h)) && [...b.winners].some((h) => a.losers.has(h));
      if (aOverB && a.id < b.id) problems.push(`rules ${a.id} and ${b.id} each displace the other's headings on a common day`);
    }
  }
};

/** The window of a heading or rule in force on a date, or null. */
export const windowOn = (windows: readonly CompiledWindow[], date: string): CompiledWindow | null => {
  for (const w of windows) if (w.from <= date && (w.through === null || date <= w.through)) return w;
  return null;
};
