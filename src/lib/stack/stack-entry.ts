/**
 * What one entry owes under chapter 99, read from the law as data (compileLaw): which headings reach it, which of
 * them apply on its date under the facts declared, and what each adds. A few mechanisms, none named after a measure:
 * - reach: origins (country groups resolved on the date), tariff-number lists, numbers, footnotes;
 * - windows: in force by entry date; a rate or part that changes with the date;
 * - conditions: a declared fact, a claimed programme, U.S. content, a loading date, the line's own rate;
 * - exemption: a heading reported at $0 that displaces others, wholly, on the value another heading covers, or on
 *   the U.S. content;
 * - precedence: while one heading applies, others do not (or not on the value it covers);
 * - exclusive family: at most one heading of the family, the first that reaches the entry;
 * - partial value and top-up: a charge on a declared metal content; "X% including the column 1 rate".
 * The interactions are settled by rounds until nothing changes (an exemption may depend on a heading a precedence
 * rule displaces). Pure and fast: a stacked estimate is priced again under each answer a question could take.
 */
import { add, compare, isZero, multiply, roundHalfUp, subtract, toFixedString, toJsonNumber, type ExactDecimal } from '../money/index.ts';
import { formatUsd } from '../money/format-amounts.ts';
import { keptByKey } from '../memory/kept-by-key.ts';
import type { Part } from '../schema/chapter99-law.ts';
import type { WorkingStep } from '../schema/duty-working.ts';
import { candidateHeadings, windowOn, type CompiledHeading, type CompiledLaw, type CompiledRate, type CompiledRule, type CompiledWindow } from './compile-law.ts';
import { hasPrefix, listEntryFor } from './line-lists.ts';
import { originIn } from './origin-groups.ts';

export const STATUSES = ['applies', 'exempt', 'ended', 'not-yet', 'other-origin', 'displaced', 'needs-fact', 'not-met'] as const;
export type Status = (typeof STATUSES)[number];

export type Content = 'steel' | 'aluminum' | 'copper' | 'nonUs';
const METALS: readonly Content[] = ['steel', 'aluminum', 'copper'];
/** A content in words: "the steel content", "the non-U.S. content". */
export const contentWords = (c: Content): string => (c === 'nonUs' ? 'non-U.S.' : c);

/** What the importer declares that the schedule cannot know (the request's `stack`, read). */
export interface StackFacts {
  claimedProgramme?: string;
  /** Percent of the customs value that is U.S. content, e.g. 25 for 25%. */
  usContentPercent?: ExactDecimal;
  loadedOn?: string;
  answers: Readonly<Record<string, boolean>>;
}

/** The line's own duty the chapter 99 lines stack on. */
export interface BaseDuty {
  /** Rounded to the cent; null when it could not be priced. */
  duty: ExactDecimal | null;
  /** Why it could not be priced. */
  refused?: string;
  /** Whether the rate is purely ad valorem (or Free): otherwise its ad valorem equivalent is a reading. */
  adValorem: boolean;
}

/** A heading the schedule links to the line that no measure of the law data describes. */
export interface UnmodeledHeading {
  heading: string;
  /** What it would add (ifApplied), or null when that could not be computed. */
  amount: ExactDecimal | null;
  rateText: string | null;
  working: readonly WorkingStep[];
  /** Why the amount is null. */
  because: string | null;
}

export interface StackEntry {
  lineDigits: string;
  /** Headings the line's footnotes (or its ancestors') name in the schedule of the entry date. */
  footnoteHeadings: ReadonlySet<string>;
  /** U.S. notes of subchapter III those footnotes name ("16"). */
  footnoteNotes: ReadonlySet<string>;
  /** null: no origin given. `programmes`: the special programmes the origin may claim (absent: not known). */
  origin: { iso2: string | null; column2: boolean; programmes?: readonly string[] } | null;
  entryDate: string;
  customsValue: ExactDecimal;
  /** The column 1 duty used as the base: the general rate, or the claimed programme's. */
  base: BaseDuty;
  /** The general rate's duty, when a programme is claimed (the other reading of a top-up's base). */
  generalBase?: BaseDuty;
  contents: Partial<Record<Content, ExactDecimal>>;
  facts: StackFacts;
  unmodeled: readonly UnmodeledHeading[];
}

export interface StackOptions {
  /** Question id -> reading id; a question not named takes its chosen reading. */
  readings?: Readonly<Record<string, string>>;
}

export interface HeadingStatus {
  heading: string;
  status: Status;
  because: string;
  source: string;
  /** The heading or rule that displaced or exempted it. */
  by?: { heading?: string; rule?: string };
  /** The request field whose answer would decide it. */
  fact?: string;
  law: CompiledHeading | null;
  /** Why the heading reached the entry (a list, numbers, a footnote, the origin). */
  reachedBy: string;
}

export interface StackedLine {
  heading: string;
  rate: string;
  basis: ExactDecimal;
  amount: ExactDecimal;
  working: WorkingStep[];
  because: string;
  source: string;
  group: number;
}

export interface StackOutcome {
  statuses: HeadingStatus[];
  /** The applied chapter 99 lines in CBP's reporting order (without the chapter 1-97 line). */
  lines: StackedLine[];
  /** The base plus every applied line; null when a part could not be computed (`notComputedBecause`). */
  total: ExactDecimal | null;
  notComputedBecause?: string;
  /** Readings that decided something in this outcome, by question id (for the open questions). */
  touched: ReadonlySet<string>;
}

const CENT_SCALE = 2;
const ZERO: ExactDecimal = { units: 0n, scale: 2 };
const HUNDRED: ExactDecimal = { units: 100n, scale: 0 };

/** A status with its reason, before it is tied to a heading. */
type Verdict = Omit<HeadingStatus, 'law' | 'heading' | 'reachedBy'>;

/** The question each reading of a top-up is under, by mechanism option; read from the data. */
const readingOf = (law: CompiledLaw, options: StackOptions, key: 'topUpBase' | 'specificAve'): { question: string; value: string } | null => {
  for (const q of law.openQuestions) {
    const chosen = options.readings?.[q.id] ?? q.chosen;
    const reading = q.readings.find((r) => r.id === chosen);
    const value = reading?.sets?.[key];
    if (value !== undefined) return { question: q.id, value };
  }
  return null;
};

/** What an entry's stack reads whatever the facts: the candidates, their windows and their origins. Made once per entry. */
export interface PreparedStack {
  law: CompiledLaw;
  entry: Omit<StackEntry, 'facts'>;
  cands: readonly PreCand[];
  /** What every round of every settling reads, narrowed to these candidates (localOf). */
  local: Local;
}

interface PreCand {
  h: CompiledHeading;
  window: CompiledWindow | null;
  /** A verdict that no fact can change (ended, not yet, another origin, no origin), or null. */
  fixed: Verdict | null;
  reachedBy: string;
  /** Its source and its verdict when every condition holds, made once: a prepared candidate is settled many times. */
  source?: string;
  applies?: Verdict;
  /** Its verdicts when a fact is not declared or answered no, made once each. */
  verdicts?: Map<string, Verdict>;
}

/**
 * The status of a heading the law describes that is not among the entry's candidates (the schedule links it, the
 * law does not reach the entry with it): outside its window, of another origin, or not reaching these goods.
 */
export const statusOutsideReach = (prepared: PreparedStack, heading: string): HeadingStatus | null => {
  const h = prepared.law.byHeading.get(heading);
  if (h === undefined) return null;
  const entry = prepared.entry;
  const origin = entry.origin === null ? null : originMatches(prepared.law, h, entry);
  const pre = preCandidate(prepared.law, h, entry, origin, '');
  const base = { heading, law: h, reachedBy: 'the schedule links it to the line' };
  if (pre.fixed !== null) return { ...base, ...pre.fixed };
  // A number its note excepts ("except for such seats provided for in statistical reporting number ..."): the note exempts the line.
  const excepted = h.kind === 'charge' ? exceptedNumber(prepared.law, h, entry) : null;
  if (excepted !== null) return { ...base, status: 'exempt', because: `${h.title}: its note excepts ${excepted}, under which this line falls`, source: sourceOf(h, pre.window) };
  const why = h.kind === 'exemption' ? `none of the headings it takes the place of (${h.exempts.slice(0, 4).join(', ')}${h.exempts.length > 4 ? ', ...' : ''}) reaches this entry` : 'its lists, numbers or footnotes do not name this line';
  return { ...base, status: 'not-met', because: `${h.title}: ${why}`, source: sourceOf(h, pre.window) };
};

/** The number of the heading's excepted numbers or lists that the line falls under, in words; null when none. */
const exceptedNumber = (law: CompiledLaw, h: CompiledHeading, entry: Omit<StackEntry, 'facts'>): string | null => {
  const p = h.reach.exceptPrefixes === undefined ? null : hasPrefix(h.reach.exceptPrefixes, entry.lineDigits);
  if (p !== null) return formatDigits(p);
  for (const id of h.reach.exceptLists ?? []) {
    const list = law.lists.get(id)!;
    const d = listEntryFor(list, entry.lineDigits, entry.entryDate);
    if (d !== null) return `${formatDigits(d)} (${list.title})`;
  }
  return null;
};

/** The candidates of an entry, read once: a question's answers are priced by settling them again (settleStack). */
export const prepareStack = (law: CompiledLaw, entry: Omit<StackEntry, 'facts'>): PreparedStack => {
  const { cands, local } = keptCandidates(law, entry);
  return { law, entry, cands, local };
};

// The candidates depend on the line, its footnotes, the origin and the date only (never on amounts or facts): the
// lines of an invoice, and an entry asked again with a question answered, read them once, with their plan.
const keptCands = keptByKey<CompiledLaw, { cands: readonly PreCand[]; local: Local }>(4096);
const keptCandidates = (law: CompiledLaw, entry: Omit<StackEntry, 'facts'>): { cands: readonly PreCand[]; local: Local } => {
  const o = entry.origin;
  const key = `${entry.entryDate}|${entry.lineDigits}|${[...entry.footnoteHeadings].join(',')}|${[...entry.footnoteNotes].join(',')}|${o === null ? '-' : `${o.iso2}:${o.column2}:${o.programmes?.join(',') ?? '?'}`}`;
  return keptCands(law, key, () => {
    const cands = candidatesOf(law, entry);
    return { cands, local: localOf(law, entry.entryDate, cands) };
  });
};

// The same candidates on the same date make the same plan: entries of one line and origin share it.
const keptPlans = keptByKey<CompiledLaw, Local>(4096);

/**
 * What every round reads, narrowed once to the entry's candidates and held by their positions: the interactions in
 * force on the date between them, what each exemption may take the place of and which of its triggers reach the
 * entry, and the verdicts those make (their words depend on the headings and the date only, so each is made once).
 */
const localOf = (law: CompiledLaw, date: string, cands: readonly { h: CompiledHeading }[]): Local =>
  keptPlans(law, `${date}|${cands.map((c) => c.h.heading).join(',')}`, () => {
    const position = new Map(cands.map((c, i) => [c.h.heading, i]));
    const at = (headings: readonly string[]): number[] => headings.map((x) => position.get(x)!);
    return {
      position,
      rules: localRules(law, date, cands, at),
      targets: cands.map((c) => (c.h.kind === 'exemption' ? at(amongCands(cands, exemptsOrder(c.h))) : null)),
      triggers: cands.map((c) => (c.h.reach.whenApplies !== undefined ? at(amongCands(cands, triggersOrder(law, c.h))) : null)),
      made: cands.map(() => new Map()),
    };
  });

export const stackEntry = (law: CompiledLaw, entry: StackEntry, options: StackOptions = {}): StackOutcome => settleStack(prepareStack(law, entry), entry.facts, options);

/** The statuses and amounts of a prepared entry under the facts declared and the readings chosen. */
export const settleStack = (prepared: PreparedStack, facts: StackFacts, options: StackOptions = {}): StackOutcome => {
  const { law, cands, local } = prepared;
  const entry: StackEntry = { ...prepared.entry, facts };
  const touched = new Set<string>();
  const { state, covered, inPlaceOf } = settleRounds(prepared, entry, options, touched);

  const statuses: HeadingStatus[] = cands.map((c, i) => statusOf(c, state[i]!));
  for (const u of entry.unmodeled) {
    if (local.position.has(u.heading)) continue;
    statuses.push(unmodeledStatus(law, u, entry));
  }

  // Amounts, in CBP's reporting order.
  const lines: StackedLine[] = [];
  let missing: string | undefined;
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i]!;
    if (s.status !== 'applies') continue;
    if (s.law === null) {
      const u = entry.unmodeled.find((x) => x.heading === s.heading)!;
      if (u.amount === null) missing ??= `${s.heading} was declared to apply, but its amount could not be computed: ${u.because ?? 'no rate'}`;
      else lines.push({ heading: s.heading, rate: u.rateText ?? '', basis: entry.customsValue, amount: u.amount, working: [...u.working], because: s.because, source: s.source, group: guessGroup(s.heading) });
      continue;
    }
    const working: WorkingStep[] = [];
    const priced = priceLine(law, entry, options, cands, i, covered[i], inPlaceOf[i], touched, working);
    if (!priced.ok) missing ??= priced.because;
    else lines.push({ heading: s.heading, rate: priced.rate, basis: priced.basis, amount: priced.amount, working, because: s.because, source: s.source, group: cands[i]!.h.group });
  }
  lines.sort((a, b) => a.group - b.group || (a.heading < b.heading ? -1 : a.heading > b.heading ? 1 : 0));

  if (entry.base.duty === null) return { statuses, lines, total: null, notComputedBecause: `the line's own duty could not be priced: ${entry.base.refused ?? 'refused'}`, touched };
  if (missing !== undefined) return { statuses, lines, total: null, notComputedBecause: missing, touched };
  let total = entry.base.duty;
  for (const l of lines) total = add(total, l.amount);
  return { statuses, lines, total, touched };
};

/**
 * The total alone of a prepared entry under other facts, readings or amounts: what a question's answers are priced
 * by. The same rounds and amounts as settleStack, without the statuses and the working in words.
 */
export const stackTotal = (prepared: PreparedStack, facts: StackFacts, options: StackOptions = {}): ExactDecimal | null => {
  const { law, cands, local } = prepared;
  const entry: StackEntry = { ...prepared.entry, facts };
  if (entry.base.duty === null) return null;
  const { state, covered, inPlaceOf } = settleRounds(prepared, entry, options, null);
  let total = entry.base.duty;
  for (let i = 0; i < cands.length; i++) {
    if (state[i]!.status !== 'applies') continue;
    const priced = priceLine(law, entry, options, cands, i, covered[i], inPlaceOf[i], null, null);
    if (!priced.ok) return null;
    total = add(total, priced.amount);
  }
  for (const u of entry.unmodeled) {
    if (local.position.has(u.heading) || unmodeledStatus(law, u, entry).status !== 'applies') continue;
    if (u.amount === null) return null;
    total = add(total, u.amount);
  }
  return total;
};

/**
 * Statuses from the conditions, then the interactions read against the previous round's applying set, by rounds
 * until that set no longer changes (an exemption may depend on a heading a precedence rule displaces).
 */
const settleRounds = (prepared: PreparedStack, entry: StackEntry, options: StackOptions, touched: Set<string> | null): Settled => {
  const { cands } = prepared;
  const n = cands.length;
  const bases: Verdict[] = new Array<Verdict>(n);
  let applying = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = cands[i]!;
    const v = c.fixed ?? conditionsVerdict(c, entry);
    bases[i] = v;
    applying[i] = v.status === 'applies' && c.h.kind === 'charge' ? 1 : 0;
  }
  let settled = settle(prepared, entry, options, bases, applying, touched);
  for (let round = 1; round < 12; round++) {
    const next = new Uint8Array(n);
    let same = true;
    for (let i = 0; i < n; i++) {
      next[i] = settled.state[i]!.status === 'applies' ? 1 : 0;
      if (next[i] !== applying[i]) same = false;
    }
    if (same) break;
    applying = next;
    settled = settle(prepared, entry, options, bases, applying, touched);
  }
  return settled;
};

// An exemption names many headings (every reciprocal country's, every 232 heading) and an entry reaches a dozen: each
// list is read once per law as heading -> position, and an entry's candidates are looked up in it.
const exemptsOrders = new WeakMap<CompiledHeading, ReadonlyMap<string, number>>();
const exemptsOrder = (h: CompiledHeading): ReadonlyMap<string, number> => {
  let order = exemptsOrders.get(h);
  if (order === undefined) exemptsOrders.set(h, (order = new Map(h.exempts.map((x, i) => [x, i]))));
  return order;
};
const triggersOrders = new WeakMap<CompiledHeading, ReadonlyMap<string, number>>();
const triggersOrder = (law: CompiledLaw, h: CompiledHeading): ReadonlyMap<string, number> => {
  let order = triggersOrders.get(h);
  if (order === undefined) triggersOrders.set(h, (order = new Map((h.reach.whenApplies ?? []).flatMap((ref) => expandKnown(law, ref)).map((x, i) => [x, i]))));
  return order;
};
/** The candidates' headings a list holds, in the list's order. */
const amongCands = (cands: readonly { h: CompiledHeading }[], order: ReadonlyMap<string, number>): string[] =>
  cands
    .filter((c) => order.has(c.h.heading))
    .map((c) => c.h.heading)
    .sort((a, b) => order.get(a)! - order.get(b)!);

type PrecedenceRule = Extract<CompiledRule, { kind: 'precedence' }>;
type ExclusiveRule = Extract<CompiledRule, { kind: 'exclusive' }>;
/**
 * A rule in force on the entry date, with only its headings among the entry's candidates (their positions, in the
 * rule's order), and the verdicts it has made (by the position of the heading that decided them).
 */
type LocalRule =
  | { rule: PrecedenceRule; winners: number[]; losers: number[]; window: CompiledWindow; question: { id: string; reading: string; chosen: string } | null; made: Map<number, Verdict> }
  | { rule: ExclusiveRule; members: number[]; window: CompiledWindow; made: Map<number, Verdict> };
interface Local {
  /** Each candidate's position, by heading. */
  position: ReadonlyMap<string, number>;
  rules: LocalRule[];
  /** By position: an exemption's headings it takes the place of, among the candidates (null for a charge). */
  targets: readonly (readonly number[] | null)[];
  /** By position: the headings of an exemption's whenApplies, among the candidates (null without one). */
  triggers: readonly (readonly number[] | null)[];
  /** By position: the verdicts an exemption has made, by the triggers that made them. */
  made: readonly Map<string, Verdict>[];
}

/** A candidate's status, its fields named one by one (a spread of verdicts of several shapes is slow). */
const statusOf = (c: PreCand, v: Verdict): HeadingStatus => {
  const s: HeadingStatus = { heading: c.h.heading, law: c.h, status: v.status, because: v.because, source: v.source, reachedBy: c.reachedBy };
  if (v.by !== undefined) s.by = v.by;
  if (v.fact !== undefined) s.fact = v.fact;
  return s;
};

// A rule's lists as heading -> position, once per rule (a family or a precedence order may name a hundred headings).
const ruleOrders = new WeakMap<CompiledRule, ReadonlyMap<string, number>[]>();
const ordersOf = (rule: PrecedenceRule | ExclusiveRule): ReadonlyMap<string, number>[] => {
  let orders = ruleOrders.get(rule);
  if (orders === undefined) {
    const lists = rule.kind === 'precedence' ? [[...rule.winners], [...rule.losers]] : [rule.headings];
    ruleOrders.set(rule, (orders = lists.map((l) => new Map(l.map((x, i) => [x, i])))));
  }
  return orders;
};

/** The rules that can decide anything here: a winner and a loser, or two of a family, among the entry's candidates. */
const localRules = (law: CompiledLaw, date: string, cands: readonly { h: CompiledHeading }[], at: (headings: readonly string[]) => number[]): LocalRule[] => {
  const out: LocalRule[] = [];
  for (const rule of law.rules) {
    if (rule.kind === 'ended') continue;
    const window = windowOn(rule.windows, date);
    if (window === null) continue;
    const orders = ordersOf(rule);
    if (rule.kind === 'precedence') {
      const winners = amongCands(cands, orders[0]!);
      const losers = winners.length > 0 ? amongCands(cands, orders[1]!) : [];
      if (winners.length === 0 || losers.length === 0) continue;
      let question: { id: string; reading: string; chosen: string } | null = null;
      if (rule.reading !== null) {
        const [id, reading] = rule.reading.split(':') as [string, string];
        question = { id, reading, chosen: law.openQuestions.find((q) => q.id === id)!.chosen };
      }
      out.push({ rule, winners: at(winners), losers: at(losers), window, question, made: new Map() });
    } else {
      const members = amongCands(cands, orders[0]!);
      if (members.length > 1) out.push({ rule, members: at(members), window, made: new Map() });
    }
  }
  return out;
};

/** The law's headings that reach the line (by goods) or the origin, each with its status before interactions. */
const candidatesOf = (law: CompiledLaw, entry: Omit<StackEntry, 'facts'>): PreCand[] => {
  const out: PreCand[] = [];
  const charges = new Set<string>();
  const exemptions: PreCand[] = [];
  for (const h of candidateHeadings(law, entry.lineDigits, entry.footnoteHeadings, entry.footnoteNotes, entry.origin?.iso2 ?? null)) {
    const product = productReach(law, h, entry);
    if (product === null) continue;
    const origin = entry.origin === null ? null : originMatches(law, h, entry);
    // A heading that names no goods reaches an entry by its origin alone: without one, or of another, it is not listed.
    const byOrigin = h.reach.origins !== undefined || h.reach.exceptOrigins !== undefined || h.reach.column2 !== undefined;
    if (!h.productReach && (origin === false || (origin === null && byOrigin))) continue;
    // Another origin's heading is listed only when the schedule's own footnotes link it to the line.
    const linked = (h.reach.footnote === true && entry.footnoteHeadings.has(h.heading)) || (h.reach.noteFootnote !== undefined && entry.footnoteNotes.has(h.reach.noteFootnote));
    if (origin === false && !linked) continue;
    // A claim the origin cannot make (a USMCA claim for goods of China) is never asked.
    const claimable = entry.origin?.programmes;
    if (h.reach.programmes !== undefined && claimable !== undefined && !h.reach.programmes.some((p) => claimable.includes(p))) continue;
    const cand = preCandidate(law, h, entry, origin, product);
    if (h.kind === 'exemption') exemptions.push(cand);
    else {
      out.push(cand);
      if (cand.window !== null) charges.add(h.heading);
    }
  }
  // An exemption is listed only while in force and while a heading it displaces is in force for the entry.
  for (const e of exemptions) {
    const order = exemptsOrder(e.h);
    if (e.window !== null && [...charges].some((t) => order.has(t))) out.push(e);
  }
  return out;
};

/** How the heading reaches the line's goods: words for the reason, or null when it does not. */
const productReach = (law: CompiledLaw, h: CompiledHeading, entry: Omit<StackEntry, 'facts'>): string | null => {
  const r = h.reach;
  // Goods a later act added: listed there, the heading's other ways of naming goods are not asked.
  const also = r.alsoLists === undefined ? null : listedIn(law, r.alsoLists, entry);
  if (also !== null) return exceptedNumber(law, h, entry) === null ? also : null;
  const reasons: string[] = [];
  if (r.lists !== undefined) {
    const found = listedIn(law, r.lists, entry);
    if (found === null) return null;
    reasons.push(found);
  }
  if (r.prefixes !== undefined) {
    const p = hasPrefix(r.prefixes, entry.lineDigits);
    if (p === null) return null;
    reasons.push(`the heading names ${formatDigits(p)}`);
  }
  if (exceptedNumber(law, h, entry) !== null) return null;
  if (r.footnote === true) {
    if (!entry.footnoteHeadings.has(h.heading)) return null;
    reasons.push(`a footnote of the line names ${h.heading}`);
  }
  if (r.noteFootnote !== undefined) {
    if (!entry.footnoteNotes.has(r.noteFootnote)) return null;
    reasons.push(`a footnote of the line names U.S. note ${r.noteFootnote} to subchapter III`);
  }
  if (reasons.length > 0) return reasons.join('; ');
  return r.origins !== undefined ? 'it reaches every article of its origins' : 'it reaches every article, of any origin';
};

/** The first of the lists the line is on at the entry date, in words; null when none. */
const listedIn = (law: CompiledLaw, ids: readonly string[], entry: Omit<StackEntry, 'facts'>): string | null => {
  for (const id of ids) {
    const list = law.lists.get(id)!;
    const entryDigits = listEntryFor(list, entry.lineDigits, entry.entryDate);
    if (entryDigits !== null) return `${formatDigits(entryDigits)} is listed in ${list.title}`;
  }
  return null;
};

const formatDigits = (d: string): string => (d.length <= 4 ? d : [d.slice(0, 4), d.slice(4, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean).join('.'));

const originMatches = (law: CompiledLaw, h: CompiledHeading, entry: Omit<StackEntry, 'facts'>): boolean => {
  const r = h.reach;
  const origin = entry.origin!;
  if (r.column2 !== undefined && origin.column2 !== r.column2) return false;
  if (r.origins !== undefined && !originIn(law, r.origins, origin.iso2, entry.entryDate)) return false;
  if (r.exceptOrigins !== undefined && originIn(law, r.exceptOrigins, origin.iso2, entry.entryDate)) return false;
  return true;
};

const windowWords = (w: CompiledWindow): string => (w.through === null ? `for entries from ${w.from}` : `for entries from ${w.from} through ${w.through}`);

const sourceOf = (h: CompiledHeading, w: CompiledWindow | null): string => (w === null ? h.source : `${h.source}; ${w.citation}`);

/** A candidate's window and what no fact can change: outside its window, another origin, no origin given. */
const preCandidate = (law: CompiledLaw, h: CompiledHeading, entry: Omit<StackEntry, 'facts'>, origin: boolean | null, reachedBy: string): PreCand => {
  const date = entry.entryDate;
  const window = windowOn(h.windows, date);
  const pre = (fixed: Verdict | null): PreCand => ({ h, window, fixed, reachedBy });
  if (window === null) {
    const first = h.windows[0]!;
    const last = h.windows[h.windows.length - 1]!;
    if (date < first.from) return pre({ status: 'not-yet', because: `in force for entries from ${first.from}; this entry is dated ${date}`, source: sourceOf(h, first) });
    if (last.through !== null && date > last.through) return pre({ status: 'ended', because: `ended: in force for entries through ${last.through}; this entry is dated ${date}`, source: sourceOf(h, last) });
    return pre({ status: 'ended', because: `not in force on ${date} (between its windows)`, source: sourceOf(h, last) });
  }
  const source = sourceOf(h, window);
  if (origin === false) return pre({ status: 'other-origin', because: `reaches ${originWords(law, h)} only; this entry's origin is ${entry.origin?.iso2 ?? 'unknown'}`, source });
  const byOrigin = h.reach.origins !== undefined || h.reach.exceptOrigins !== undefined || h.reach.column2 !== undefined;
  if (origin === null && byOrigin) return pre({ status: 'needs-fact', because: 'it depends on the country of origin, which was not given', source, fact: 'countryOfOrigin' });
  return pre(null);
};

/** A candidate in its window and origin, judged on the declared facts and the line's own rate. */
const conditionsVerdict = (c: PreCand, entry: StackEntry): Verdict => {
  const { h, window, reachedBy } = c;
  const source = (c.source ??= sourceOf(h, window));
  const r = h.reach;
  const f = entry.facts;
  // The verdicts of a fact not declared (or answered no) are the same every time: made once per candidate.
  const once = (key: string, make: () => Verdict): Verdict => (c.verdicts ??= new Map()).get(key) ?? (c.verdicts.set(key, make()).get(key) as Verdict);
  if (r.programmes !== undefined && f.claimedProgramme === undefined) {
    return once('programme', () => ({ status: 'not-met', because: `applies only when ${r.programmes!.join(' or ')} is claimed (stack.claimedProgramme)`, source, fact: 'stack.claimedProgramme' }));
  }
  if (r.programmes !== undefined && f.claimedProgramme !== undefined && !r.programmes.includes(f.claimedProgramme)) {
    return { status: 'not-met', because: `applies only when ${r.programmes.join(' or ')} is claimed (stack.claimedProgramme)${f.claimedProgramme ? `; ${f.claimedProgramme} was claimed` : ''}`, source, fact: 'stack.claimedProgramme' };
  }
  if (r.usContentAtLeast !== undefined) {
    const pct = f.usContentPercent;
    const threshold = decimal(r.usContentAtLeast);
    const atLeast = isZero(threshold) ? 'to the U.S. content of the goods' : `only when at least ${r.usContentAtLeast}% of the customs value is U.S. content`;
    if (pct === undefined) return once('us-content', () => ({ status: 'not-met', because: `applies ${atLeast}; none was declared (stack.usContentPercent)`, source, fact: 'stack.usContentPercent' }));
    if (compare(pct, threshold) < 0) return { status: 'not-met', because: `applies only when at least ${r.usContentAtLeast}% of the customs value is U.S. content; ${toFixedString(pct)}% was declared`, source, fact: 'stack.usContentPercent' };
  }
  if (r.loadedBefore !== undefined) {
    if (f.loadedOn === undefined) return once('loaded', () => ({ status: 'not-met', because: `applies only to goods loaded before ${r.loadedBefore} (in transit); no loading date was declared (stack.loadedOn)`, source, fact: 'stack.loadedOn' }));
    if (f.loadedOn >= r.loadedBefore) return { status: 'not-met', because: `applies only to goods loaded before ${r.loadedBefore}; these were loaded on ${f.loadedOn}`, source, fact: 'stack.loadedOn' };
  }
  if ((r.baseBelow !== undefined || r.baseAtLeast !== undefined) && entry.base.duty === null) {
    return { status: 'needs-fact', because: `depends on the line's own rate, whose duty could not be priced: ${entry.base.refused ?? 'refused'}`, source, fact: "the line's duty" };
  }
  if (r.fact !== undefined) {
    const answer = f.answers[h.heading];
    const declared = r.factNoWhenContent === true && answer === undefined ? (Object.entries(entry.contents) as [Content, ExactDecimal][]).find(([c, v]) => METALS.includes(c) && !isZero(v)) : undefined;
    if (declared !== undefined) return { status: 'not-met', because: `${r.fact}: no: a ${declared[0]} content of ${formatUsd(declared[1])} was declared (contentValuesUsd.${declared[0]})`, source, fact: `stack.answers.${h.heading}` };
    if (answer === undefined) return once('unanswered', () => ({ status: 'needs-fact', because: `${r.fact} (not answered: stack.answers["${h.heading}"])`, source, fact: `stack.answers.${h.heading}` }));
    if (!answer) return once('no', () => ({ status: 'not-met', because: `${r.fact}: you answered no`, source, fact: `stack.answers.${h.heading}` }));
  }
  return (c.applies ??= { status: 'applies', because: `${h.title}: ${reachedBy}; in force ${windowWords(window!)}`, source });
};

const originWords = (law: CompiledLaw, h: CompiledHeading): string => {
  const r = h.reach;
  const names = (ids: readonly string[]): string => ids.map((id) => law.groups.get(id)?.name ?? id).join(', ');
  if (r.origins !== undefined) return `articles of ${names(r.origins)}`;
  if (r.exceptOrigins !== undefined) return `articles of any country except ${names(r.exceptOrigins)}`;
  if (r.column2 === true) return 'articles of column 2 countries';
  return 'articles of other origins';
};

/** The line's ad valorem (or equivalent) rate, as a fraction of the value: the thresholds and top-ups read it. */
const baseRate = (law: CompiledLaw, entry: StackEntry, options: StackOptions, touched: Set<string> | null): { ratio: ExactDecimal; words: string } | null => {
  const baseReading = entry.generalBase === undefined ? null : readingOf(law, options, 'topUpBase');
  if (baseReading !== null) touched?.add(baseReading.question);
  const base = baseReading?.value === 'general' && entry.generalBase !== undefined ? entry.generalBase : entry.base;
  if (base.duty === null) return null;
  const which = base === entry.base ? 'the line\'s duty' : 'the general rate\'s duty';
  if (!base.adValorem) {
    const ave = readingOf(law, options, 'specificAve');
    if (ave !== null) touched?.add(ave.question);
    if (ave?.value === 'zero') return { ratio: ZERO, words: `a specific or compound rate counted as 0%` };
  }
  if (isZero(entry.customsValue)) return { ratio: ZERO, words: `${which} on a value of 0` };
  return { ratio: divide(base.duty, entry.customsValue), words: `${which} ${formatUsd(base.duty)} / ${formatUsd(entry.customsValue)}` };
};

// Rates are compared and charged exactly: a ratio kept to 12 places of a percent is beyond any cent on 10^15 USD.
const RATIO_SCALE = 14;
const divide = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => {
  const num = a.units * 10n ** BigInt(RATIO_SCALE + b.scale);
  const den = b.units * 10n ** BigInt(a.scale);
  return { units: num / den, scale: RATIO_SCALE };
};

/** A charge's value taken out by another (its position) and which part; by a U.S. content exemption: that. */
interface Cover {
  by: number;
  part: Part;
}

interface Settled {
  /** Each candidate's verdict, by position. */
  state: Verdict[];
  /** By position: a charge's value taken out by others. */
  covered: (Cover[] | undefined)[];
  /** By position: the headings each exemption displaced, wholly or in part: what it is reported in place of. */
  inPlaceOf: (number[] | undefined)[];
}

const made = <K>(memo: Map<K, Verdict>, key: K, make: () => Verdict): Verdict => {
  let v = memo.get(key);
  if (v === undefined) memo.set(key, (v = make()));
  return v;
};

/** One round: each candidate's status, reading the interactions against `applying` (the previous round's). */
const settle = (prepared: PreparedStack, entry: StackEntry, options: StackOptions, bases: readonly Verdict[], applying: Uint8Array, touched: Set<string> | null): Settled => {
  const { law, cands, local } = prepared;
  const n = cands.length;
  const state = bases.slice();
  const covered: (Cover[] | undefined)[] = new Array<Cover[] | undefined>(n);
  const inPlaceOf: (number[] | undefined)[] = new Array<number[] | undefined>(n);

  // The line's own rate against a threshold ("with a column 1 rate below 15 percent").
  for (let i = 0; i < n; i++) {
    const c = cands[i]!;
    const r = c.h.reach;
    const base = bases[i]!;
    if (base.status !== 'applies' || (r.baseBelow === undefined && r.baseAtLeast === undefined)) continue;
    const rate = baseRate(law, entry, options, touched);
    if (rate === null) continue;
    const pct = multiply(rate.ratio, HUNDRED);
    const below = r.baseBelow !== undefined && compare(pct, decimal(r.baseBelow)) >= 0;
    const atLeast = r.baseAtLeast !== undefined && compare(pct, decimal(r.baseAtLeast)) < 0;
    if (below || atLeast) {
      const words = r.baseBelow !== undefined ? `below ${r.baseBelow}%` : `at least ${r.baseAtLeast}%`;
      state[i] = { status: 'not-met', because: `applies to lines whose column 1 rate is ${words}; this line's is ${percentWords(pct)} (${rate.words})`, source: base.source };
    }
  }

  for (const lr of local.rules) {
    if ('winners' in lr) {
      // Precedence: while a winner applies, the losers do not (or not on the value it covers).
      const { rule, winners, losers, window, question } = lr;
      if (question !== null) {
        const chosen = options.readings?.[question.id] ?? question.chosen;
        if (touched !== null && winners.some((w) => applying[w] === 1) && losers.some((l) => bases[l]!.status === 'applies')) touched.add(question.id);
        if (chosen !== question.reading) continue;
      }
      const winner = winners.find((w) => applying[w] === 1);
      if (winner === undefined) continue;
      for (const loser of losers) {
        if (state[loser]!.status !== 'applies' || loser === winner || cands[loser]!.h.kind !== 'charge') continue;
        // A part that is the whole value (a 232 duty on the full value, or a content not declared) is the whole article.
        const whole = rule.part === 'whole';
        if (whole || coversAll(cands[winner]!.h, entry)) {
          const w = cands[winner]!.h.heading;
          state[loser] = made(lr.made, winner, () => ({ status: 'displaced', because: `${rule.says} (${w} applies${whole ? '' : ' to the whole value'})`, source: window.citation, by: { heading: w, rule: rule.id } }));
        } else (covered[loser] ??= []).push({ by: winner, part: rule.part });
      }
    }
  }

  // Exclusive families: the first member that reaches the entry, in the rule's order.
  for (const lr of local.rules) {
    if (!('members' in lr)) continue;
    const { rule, window } = lr;
    let first = -1;
    for (const m of lr.members) {
      if (cands[m]!.h.kind !== 'charge' || state[m]!.status !== 'applies') continue;
      if (first === -1) {
        first = m;
        continue;
      }
      const f = cands[first]!.h.heading;
      state[m] = made(lr.made, first, () => ({ status: 'displaced', because: `${rule.says}: ${f} applies instead`, source: window.citation, by: { heading: f, rule: rule.id } }));
    }
  }

  // Exemptions: reported at $0 in place of the headings they name, wholly or in part.
  for (let i = 0; i < n; i++) {
    const c = cands[i]!;
    if (c.h.kind !== 'exemption' || state[i]!.status !== 'applies') continue;
    const base = bases[i]!;
    const memo = local.made[i]!;
    let triggers: readonly number[] = [];
    const whenApplies = c.h.reach.whenApplies;
    if (whenApplies !== undefined) {
      triggers = local.triggers[i]!.filter((t) => applying[t] === 1);
      if (triggers.length === 0) {
        state[i] = made(memo, 'none', () => ({ status: 'not-met', because: `applies only to articles subject to ${whenApplies.join(', ')}, and none applies to this entry`, source: base.source }));
        continue;
      }
      const names = triggers.map((t) => cands[t]!.h.heading);
      state[i] = made(memo, `by:${triggers.join(',')}`, () => ({ ...base, because: `${c.h.title}: ${names.join(' and ')} ${names.length > 1 ? 'apply' : 'applies'} to this entry; ${windowWords(c.window!)}` }));
    }
    const part = c.window!.part;
    // The values the triggering headings cover, together: an article both of steel and of aluminum content.
    let whole = part === 'whole';
    if (part === 'covered' && triggers.length > 0) {
      let coveredValue = ZERO;
      for (const t of triggers) coveredValue = add(coveredValue, chargedValue(cands[t]!.h, entry).value);
      whole = compare(coveredValue, entry.customsValue) >= 0;
    }
    for (const target of local.targets[i]!) {
      if (state[target]!.status !== 'applies' || cands[target]!.h.kind !== 'charge') continue;
      (inPlaceOf[i] ??= []).push(target);
      if (whole) {
        state[target] = made(memo, `exempt:${triggers.join(',')}`, () => {
          const names = triggers.map((t) => cands[t]!.h.heading);
          return { status: 'exempt', because: `exempt under ${c.h.heading} (${c.h.title})${part === 'covered' ? `: ${names.join(' and ')} cover${names.length > 1 ? '' : 's'} the whole value` : ''}`, source: base.source, by: { heading: c.h.heading } };
        });
      } else if (part === 'covered') for (const t of triggers) (covered[target] ??= []).push({ by: t, part });
      else (covered[target] ??= []).push({ by: i, part });
    }
    // An exemption takes the place of a duty that applies; another exemption may have taken it first.
    if (inPlaceOf[i] === undefined) state[i] = made(memo, 'taken', () => ({ status: 'not-met', because: `${c.h.title}: none of the duties it takes the place of applies to this entry`, source: base.source }));
  }
  return { state, covered, inPlaceOf };
};

/** Whether a heading charges the whole customs value (its basis, or a content not declared or equal to the value). */
const coversAll = (h: CompiledHeading, entry: StackEntry): boolean => compare(chargedValue(h, entry).value, entry.customsValue) >= 0;

// A range's headings, read once per law (every entry a 232 exemption reaches asks for the same few ranges).
const expanded = new WeakMap<CompiledLaw, Map<string, string[]>>();
const expandKnown = (law: CompiledLaw, ref: string): string[] => {
  const dash = ref.indexOf('-');
  if (dash === -1) return [ref];
  let memo = expanded.get(law);
  if (memo === undefined) expanded.set(law, (memo = new Map()));
  let names = memo.get(ref);
  if (names === undefined) {
    const from = ref.slice(0, dash);
    const to = ref.slice(dash + 1);
    memo.set(ref, (names = law.headings.filter((h) => h.heading >= from && h.heading <= to).map((h) => h.heading)));
  }
  return names;
};

const decimal = (percent: string): ExactDecimal => {
  const [whole, frac = ''] = percent.split('.');
  return { units: BigInt(`${whole}${frac}`), scale: frac.length };
};

const percentWords = (pct: ExactDecimal): string => {
  const rounded = roundHalfUp(pct, 4);
  return `${toFixedString(rounded).replace(/\.?0+$/, '')}%`;
};

const unmodeledStatus = (law: CompiledLaw, u: UnmodeledHeading, entry: StackEntry): HeadingStatus => {
  const answer = entry.facts.answers[u.heading];
  const source = 'the schedule\'s own text of the heading (no measure in content/chapter99 describes it)';
  const base = { heading: u.heading, law: null, source, fact: `stack.answers.${u.heading}`, reachedBy: 'the schedule links it to the line' };
  const ended = law.rules.find((r): r is Extract<CompiledRule, { kind: 'ended' }> => r.kind === 'ended' && entry.entryDate > r.through && r.ranges.some(([a, b]) => u.heading >= a && u.heading <= b));
  if (ended !== undefined) return { heading: u.heading, law: null, reachedBy: base.reachedBy, status: 'ended', because: `${ended.says}: it reaches no entry after ${ended.through}`, source: ended.citation };
  if (answer === undefined) return { ...base, status: 'needs-fact', because: `whether ${u.heading} applies: its conditions are not modeled here, so it is asked (stack.answers["${u.heading}"])` };
  if (!answer) return { ...base, status: 'not-met', because: `you answered that ${u.heading} does not apply` };
  return { ...base, status: 'applies', because: `you answered that ${u.heading} applies` };
};

/** The report group of a heading no measure describes, from its number (CBP's order: 301, IEEPA, 122, 232/201, quota), as compile-law places it (x 10). */
const guessGroup = (heading: string): number => 10 * guessGroupIndex(heading);
const guessGroupIndex = (heading: string): number => {
  if (/^9903\.(88|89|91|92)/.test(heading)) return 0;
  if (/^9903\.0[12]/.test(heading)) return 1;
  if (/^9903\.03/.test(heading)) return 2;
  if (/^9903\.(7\d|8[0-5]|94|96)/.test(heading)) return 4;
  if (/^9903\.4[0-5]/.test(heading)) return 5;
  if (/^99(04|03\.5[2-5])/.test(heading)) return 6;
  return 7;
};

type Priced = { ok: true; rate: string; basis: ExactDecimal; amount: ExactDecimal } | { ok: false; because: string };

/** The value a charge is computed on before others take their parts out: the declared content, or the whole value. */
export const chargedValue = (h: CompiledHeading, entry: StackEntry): { value: ExactDecimal; declared: boolean } => {
  if (h.basis === 'value') return { value: entry.customsValue, declared: true };
  const declared = entry.contents[h.basis];
  return declared === undefined ? { value: entry.customsValue, declared: false } : { value: declared, declared: true };
};

/** The amount of the applying candidate at `i`, its working in words onto `working` (none for a total alone). */
const priceLine = (
  law: CompiledLaw,
  entry: StackEntry,
  options: StackOptions,
  cands: readonly PreCand[],
  i: number,
  coveredBy: readonly Cover[] | undefined,
  displaced: readonly number[] | undefined,
  touched: Set<string> | null,
  working: WorkingStep[] | null,
): Priced => {
  const c = cands[i]!;
  const h = c.h;
  if (h.kind === 'exemption') {
    working?.push({ basis: `exemption: reported at $0 in place of ${displaced?.map((d) => cands[d]!.h.heading).join(', ') || 'the headings it names'}`, amountUsd: 0 });
    return { ok: true, rate: 'reported at $0', basis: ZERO, amount: ZERO };
  }
  const rate = c.window!.rate!;
  const charged = chargedValue(h, entry);
  let basis = charged.value;
  working?.push({
    basis: h.basis === 'value' ? `customs value ${formatUsd(entry.customsValue)}` : charged.declared ? `declared ${contentWords(h.basis)} content (contentValuesUsd.${h.basis}) ${formatUsd(basis)}` : `${contentWords(h.basis)} content not declared: charged on the full customs value ${formatUsd(basis)}${h.basis === 'nonUs' ? '' : ', as CBP does'}`,
    amountUsd: toJsonNumber(basis),
  });
  // Parts others take out: the value a 232 heading covers, or the U.S. content.
  for (const { by, part } of coveredBy ?? []) {
    const other = cands[by]!.h;
    if (part === 'us-content') {
      const pct = entry.facts.usContentPercent!;
      const declared = { units: pct.units, scale: pct.scale + 2 };
      // An exemption may take out the U.S. content only up to a share of the value (9903.82.21: 40%).
      const capped = other.usContentUpTo !== undefined && compare(declared, other.usContentUpTo.fraction) > 0;
      const us = multiply(entry.customsValue, capped ? other.usContentUpTo!.fraction : declared);
      basis = subtract(basis, us);
      const share = capped ? `${other.usContentUpTo!.percent}% of ${formatUsd(entry.customsValue)}, the most ${other.heading} takes out of the ${toFixedString(pct)}% declared` : `${toFixedString(pct)}% of ${formatUsd(entry.customsValue)}`;
      working?.push({ basis: `less the U.S. content (${share}) under ${other.heading}`, amountUsd: -toJsonNumber(us) });
    } else {
      const taken = chargedValue(other, entry).value;
      basis = subtract(basis, taken);
      working?.push({ basis: `less the value ${other.heading} covers (${other.basis === 'value' ? 'the whole value' : `the ${contentWords(other.basis)} content`})`, amountUsd: -toJsonNumber(taken) });
    }
  }
  if (basis.units < 0n) {
    basis = ZERO;
    working?.push({ basis: 'nothing left to charge', amountUsd: 0 });
  }
  const fraction = effectiveFraction(law, entry, options, rate, working, touched);
  if (fraction === null) return { ok: false, because: `${h.heading} tops up to ${rate.percent}% including the column 1 rate, but the line's own duty could not be priced: ${entry.base.refused ?? 'refused'}` };
  const exact = multiply(basis, fraction);
  const amount = roundHalfUp(exact, CENT_SCALE);
  if (working !== null) {
    working.push({ basis: `${percentWords(multiply(fraction, HUNDRED))} x ${formatUsd(basis)}`, amountUsd: toJsonNumber(exact) });
    if (compare(exact, amount) !== 0) working.push({ basis: `rounded half-up to the cent: ${toFixedString(exact)} -> ${toFixedString(amount)}`, amountUsd: toJsonNumber(amount) });
  }
  return { ok: true, rate: working === null ? '' : rateWords(rate), basis, amount };
};

const effectiveFraction = (law: CompiledLaw, entry: StackEntry, options: StackOptions, rate: CompiledRate, working: WorkingStep[] | null, touched: Set<string> | null): ExactDecimal | null => {
  if (rate.kind !== 'upTo') return rate.fraction;
  const base = baseRate(law, entry, options, touched);
  if (base === null) return null;
  const left = subtract(rate.fraction, base.ratio);
  working?.push({ basis: `${rate.percent}% including the column 1 rate, less the line's rate ${percentWords(multiply(base.ratio, HUNDRED))} (${base.words})`, amountUsd: 0 });
  return left.units < 0n ? ZERO : left;
};

export const rateWords = (rate: CompiledRate): string =>
  rate.kind === 'add' ? `+${rate.percent}%` : rate.kind === 'upTo' ? `${rate.percent}% including the column 1 rate` : 'no additional duty';
