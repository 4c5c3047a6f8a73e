/**
 * A catalogue of codes checked against the schedule of one revision, in two pure steps so the caller loads only
 * the chapters the answer describes:
 *
 *   const plan = planCodeChecks(inputs, index, at);          // the code index alone: every status
 *   const chapters = <load plan.chapters from the store of revision `at`>;
 *   const answer = answerCodeChecks(plan, index, chapters);  // the lines named, counts
 *
 * A code is, against revision `at`:
 * - current: a number the revision holds with no number beneath it (a 10-digit line, or one of the 8-digit
 *   provisions of chapters 91, 98 and 99, which go no further);
 * - not-classifiable: a chapter, heading or subheading with lines beneath it (the number may be unprinted: a
 *   chapter, or a heading whose row the export lost), with those lines;
 * - removed: a number an earlier revision held, with the latest removal on or before `at`, its last state and
 *   its successors;
 * - never-existed: no revision up to `at` held it, with the real lines it is likely a typo of;
 * - invalid: not readable as a code (read-code.ts).
 */
import { MAX_LISTED_LINES, CODE_STATUSES, type CodeCheck, type CodeChecks, type CodeStatus, type LineUnder, type NamedLine } from '../schema/code-check.ts';
import type { Removal } from '../schema/code-index.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import type { ChapterLines } from '../query/hts-store.ts';
import { checkedLine, namedLine } from './checked-line.ts';
import type { CodeIndex } from './code-index.ts';
import { readCode } from './read-code.ts';
import { suggestNumbers, type SuggestedNumber } from './suggestions.ts';

/** One code as sent: its 1-based row and the value (a string, or whatever a JSON body held). */
export interface CodeInput {
  row: number;
  value: unknown;
  /** Why the row could not be read at all (an unreadable CSV row): the code is `invalid` with this detail. */
  problem?: string;
}

interface Head {
  row: number;
  code: string | null;
}

export type PlannedCheck = Head &
  (
    | { status: 'invalid'; detail: string }
    | { status: 'current'; digits: string }
    | { status: 'not-classifiable'; digits: string; printed: boolean; count: number; first: readonly string[] }
    | { status: 'removed'; removal: Removal }
    | { status: 'never-existed'; suggestions: SuggestedNumber[]; addedLater: number }
  );

export interface CodePlan {
  /** The revision checked against, as an index into the code index's revisions. */
  at: number;
  checks: PlannedCheck[];
  /** The chapters whose lines the answer describes, sorted: load them from revision `at`'s store. */
  chapters: string[];
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A status found for some digits, before the row it answers. */
type Classified = DistributiveOmit<Exclude<PlannedCheck, { status: 'invalid' }>, keyof Head>;

const classify = (digits: string, index: CodeIndex, at: number): Classified => {
  const held = index.numbersAt(at);
  const printed = held.has(digits);
  if (printed && held.isLeaf(digits)) return { status: 'current', digits };
  if (printed || (digits.length % 2 === 0 && held.countUnder(digits) > 0)) {
    const [start, end] = held.rangeUnder(digits);
    const leaves = held.numbers.slice(start, end).filter((d) => held.isLeaf(d));
    return { status: 'not-classifiable', digits, printed, count: leaves.length, first: leaves.slice(0, MAX_LISTED_LINES) };
  }
  const removal = index.removalBy(digits, at);
  if (removal) return { status: 'removed', removal };
  return { status: 'never-existed', suggestions: suggestNumbers(digits, held), addedLater: index.heldAfter(digits, at) };
};

export const planCodeChecks = (inputs: readonly CodeInput[], index: CodeIndex, at: number): CodePlan => {
  if (!index.revisions[at]) throw new Error(`revision ${at} is not in the code index`);
  const known = new Map<string, Classified>();
  const chapters = new Set<string>();
  const checks = inputs.map(({ row, value, problem }): PlannedCheck => {
    const head = { row, code: typeof value === 'string' ? value : null };
    if (problem !== undefined) return { ...head, status: 'invalid', detail: problem };
    const read = readCode(value);
    if (!read.ok) return { ...head, status: 'invalid', detail: read.detail };
    let found = known.get(read.digits);
    if (!found) known.set(read.digits, (found = classify(read.digits, index, at)));
    if (found.status === 'current' || found.status === 'not-classifiable') chapters.add(read.digits.slice(0, 2));
    if (found.status === 'never-existed') for (const s of found.suggestions) chapters.add(s.digits.slice(0, 2));
    return { ...head, ...found };
  });
  return { at, checks, chapters: [...chapters].sort() };
};

/** The chapters of revision `at` that plan.chapters names (a chapter the revision lacks may be absent). */
export type LoadedChapters = ReadonlyMap<string, ChapterLines | undefined>;

/** How many leading descriptions two paths share. */
const shared = (a: readonly string[], b: readonly string[]): number => {
  let depth = 0;
  while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth += 1;
  return depth;
};

/**
 * The lines under a code with the words that set them apart: their paths below the code's own line, or below the
 * headers they all share when the schedule prints no line for the code (a chapter). A line keeps its own
 * description at least.
 */
const linesUnder = (own: TariffLine | null, lines: readonly TariffLine[]): LineUnder[] => {
  const common = own ? own.descriptionPath : lines.reduce<readonly string[]>((path, l) => path.slice(0, shared(path, l.descriptionPath)), lines[0]?.descriptionPath ?? []);
  return lines.map((l) => ({
    htsno: l.htsno,
    description: l.description,
    pathBelow: l.descriptionPath.slice(Math.min(shared(common, l.descriptionPath), l.descriptionPath.length - 1)),
  }));
};

export const answerCodeChecks = (plan: CodePlan, index: CodeIndex, chapters: LoadedChapters): CodeChecks => {
  const lines = new Map<string, TariffLine>();
  const line = (digits: string): TariffLine => {
    let found = lines.get(digits);
    if (!found) {
      found = chapters.get(digits.slice(0, 2))?.get(digits);
      if (!found) throw new Error(`revision ${plan.at} holds ${digits} by the code index, but its chapter was not given or lacks it`);
      lines.set(digits, found);
    }
    return found;
  };
  const named = (digits: string): NamedLine => namedLine(line(digits));
  const revisionNamed = (at: number) => index.revisions[at]!;

  const results = plan.checks.map((c): CodeCheck => {
    const head = { row: c.row, code: c.code };
    switch (c.status) {
      case 'invalid':
        return { ...head, status: 'invalid', problem: { detail: c.detail } };
      case 'current':
        return { ...head, status: 'current', line: checkedLine(line(c.digits)) };
      case 'not-classifiable':
        return {
          ...head,
          status: 'not-classifiable',
          line: c.printed ? checkedLine(line(c.digits)) : null,
          lines: { count: c.count, first: linesUnder(c.printed ? line(c.digits) : null, c.first.map(line)) },
        };
      case 'removed': {
        const { removal } = c;
        return {
          ...head,
          status: 'removed',
          htsno: removal.last.htsno,
          removedIn: revisionNamed(removal.at),
          last: removal.last,
          successors: index.successors(removal, plan.at),
          successorCount: removal.successors.length,
          noSuccessor: removal.noSuccessor,
        };
      }
      case 'never-existed':
        return {
          ...head,
          status: 'never-existed',
          suggestions: c.suggestions.map((s) => ({ ...named(s.digits), reason: s.reason })),
          addedLater: c.addedLater < 0 ? null : revisionNamed(c.addedLater),
        };
    }
  });
  const counts = Object.fromEntries(CODE_STATUSES.map((s) => [s, 0])) as Record<CodeStatus, number>;
  for (const r of results) counts[r.status] += 1;
  return { checkedAgainst: revisionNamed(plan.at), counts, results };
};
