/**
 * The `stacked` member of an estimate: the engine's outcome (stack-entry.ts) in the contract's words, the chapter
 * 1-97 line last, with every undeclared fact that would change the total priced under each answer, and every open
 * question of reading priced under each reading. Pure; each question is the prepared entry settled again, for its
 * total alone (stackTotal).
 */
import { divideHalfUp, toJsonNumber, type ExactDecimal } from '../money/index.ts';
import type { ScheduleCurrency } from '../schema/schedule-currency.ts';
import type { Stacked, StackOpenQuestion, StackQuestion } from '../schema/duty-stack.ts';
import type { WorkingStep } from '../schema/duty-working.ts';
import { contentWords, stackTotal, type BaseDuty, type PreparedStack, type StackFacts, type StackOutcome } from './stack-entry.ts';

export interface StackedBase {
  column: 'general' | 'special' | 'other';
  programme?: string;
  rate: string;
  /** The base duty as priced, with its working (the duty's own). */
  working: readonly WorkingStep[];
  htsno: string;
  /** The base duty of another programme, for the question whether claiming it changes the total. */
  baseFor?: (programme: string) => BaseDuty | undefined;
}

const EFFECTIVE_RATE_SCALE = 6;
const money = (value: ExactDecimal | null): number | null => (value === null ? null : toJsonNumber(value));
const same = (a: ExactDecimal | null, b: ExactDecimal | null): boolean => (a === null || b === null ? a === b : a.units * 10n ** BigInt(b.scale) === b.units * 10n ** BigInt(a.scale));

const dayBefore = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/** `outcome` is the prepared entry settled under `facts` (settleStack), as the candidates' statuses were read from it. */
export const stackedAnswer = (prepared: PreparedStack, facts: StackFacts, outcome: StackOutcome, base: StackedBase, currency: ScheduleCurrency): Stacked => {
  const entry = prepared.entry;
  const total = outcome.total;
  const effective = total === null || entry.customsValue.units === 0n ? null : toJsonNumber(divideHalfUp(total, entry.customsValue, EFFECTIVE_RATE_SCALE));
  const stacked: Stacked = {
    entryDate: entry.entryDate,
    totalDutyUsd: money(total),
    effectiveRate: effective,
    base: { column: base.column, ...(base.programme ? { programme: base.programme } : {}), rate: base.rate, dutyUsd: money(entry.base.duty) },
    applied: [
      ...outcome.lines.map((l) => ({ heading: l.heading, rate: l.rate, basisUsd: toJsonNumber(l.basis), amountUsd: toJsonNumber(l.amount), working: l.working, because: l.because, source: l.source })),
      {
        heading: base.htsno,
        rate: base.rate,
        basisUsd: toJsonNumber(entry.customsValue),
        amountUsd: money(entry.base.duty) ?? 0,
        working: [...base.working],
        because: `the line's own duty (column 1 ${base.column === 'special' ? `special, ${base.programme} claimed` : base.column === 'other' ? '2' : 'general'}): reported last, carrying the entered value`,
        source: 'the schedule\'s rate for the line',
      },
    ],
    notApplied: outcome.statuses.filter((s) => s.status !== 'applies').map((s) => ({ heading: s.heading, status: s.status, because: s.because })),
    questions: questionsOf(prepared, facts, outcome, base),
    openQuestions: openQuestionsOf(prepared, facts, outcome),
    complete: currency.complete ?? true,
    laterActions: currency.laterActions ?? [],
  };
  if (entry.base.duty === null) stacked.applied.pop();
  if (outcome.notComputedBecause !== undefined) stacked.notComputedBecause = outcome.notComputedBecause;
  if (currency.complete === false) {
    const since = `the schedule in the build is ${currency.release} of ${currency.publishedOn}; the publisher has issued ${currency.laterReleases.filter((r) => r.publishedOn <= entry.entryDate).length} release(s) since, up to this entry date`;
    const priced = stacked.laterActions.some((a) => a.pricedBy !== undefined);
    stacked.completeBecause = priced
      ? `${since}: of their chapter 99 actions (laterActions), those marked pricedBy are priced here from their notices and U.S. notes as other calculators quote them, the others are not priced, and none is in the build's schedule`
      : `${since}, whose chapter 99 actions are not priced here (laterActions)`;
  }
  return stacked;
};

/** Each undeclared fact whose answer would change the total, priced under each answer (the assumed one first). */
const questionsOf = (prepared: PreparedStack, facts: StackFacts, outcome: StackOutcome, base: StackedBase): StackQuestion[] => {
  const out: StackQuestion[] = [];
  const asked = new Set<string>();
  const ask = (question: StackQuestion): void => {
    if (asked.has(question.fact)) return;
    asked.add(question.fact);
    const totals = question.readings.map((r) => r.totalDutyUsd);
    if (totals.some((t) => t !== totals[0])) out.push(question);
  };
  const totalWith = (f: StackFacts, p: PreparedStack = prepared): number | null => money(stackTotal(p, f));
  for (const s of outcome.statuses) {
    if (s.status === 'needs-fact' && s.fact?.startsWith('stack.answers.')) {
      ask({
        fact: s.fact,
        heading: s.heading,
        asks: s.law?.reach.fact ?? `Does heading ${s.heading} apply to these goods? Its conditions are not modeled here.`,
        readings: [
          { answer: 'no (assumed until answered)', value: null, totalDutyUsd: money(outcome.total) },
          { answer: 'yes', value: true, totalDutyUsd: totalWith({ ...facts, answers: { ...facts.answers, [s.heading]: true } }) },
        ],
      });
    }
    if (s.status !== 'not-met' || s.law === null) continue;
    const r = s.law.reach;
    if (s.fact === 'stack.claimedProgramme' && facts.claimedProgramme === undefined && r.programmes !== undefined) {
      const programme = r.programmes[0]!;
      const claimed = base.baseFor?.(programme);
      const p = claimed === undefined ? prepared : { ...prepared, entry: { ...prepared.entry, base: claimed, generalBase: prepared.entry.base } };
      ask({
        fact: 'stack.claimedProgramme',
        heading: s.heading,
        asks: `Are the goods entered under ${r.programmes.join(' or ')} (the claim ${s.heading} depends on)?${claimed === undefined ? ' The line offers no special rate under it: the base stays the general rate.' : ''}`,
        readings: [
          { answer: 'not claimed', value: null, totalDutyUsd: money(outcome.total) },
          { answer: `${programme} claimed`, value: programme, totalDutyUsd: totalWith({ ...facts, claimedProgramme: programme }, p) },
        ],
      });
    }
    if (s.fact === 'stack.usContentPercent' && facts.usContentPercent === undefined && r.usContentAtLeast !== undefined) {
      // The reading priced: the threshold, or for an exemption that takes out at most a share, that share.
      const upTo = s.law.usContentUpTo?.percent;
      const at = upTo ?? r.usContentAtLeast;
      const [whole, frac = ''] = at.split('.');
      ask({
        fact: 'stack.usContentPercent',
        heading: s.heading,
        asks:
          upTo === undefined
            ? `What percent of the customs value is U.S. content? At ${r.usContentAtLeast}% or more, ${s.heading} takes the U.S. content out of the duties it names.`
            : `What percent of the customs value is U.S. content? ${s.heading} takes it out of the duties it names, up to ${upTo}% of the value.`,
        readings: [
          { answer: 'none declared', value: null, totalDutyUsd: money(outcome.total) },
          { answer: `${at}%`, value: Number(at), totalDutyUsd: totalWith({ ...facts, usContentPercent: { units: BigInt(`${whole}${frac}`), scale: frac.length } }) },
        ],
      });
    }
    if (s.fact === 'stack.loadedOn' && facts.loadedOn === undefined && r.loadedBefore !== undefined) {
      ask({
        fact: 'stack.loadedOn',
        heading: s.heading,
        asks: `When were the goods loaded for shipment? Loaded before ${r.loadedBefore}, they may be in transit under ${s.heading}.`,
        readings: [
          { answer: 'not declared', value: null, totalDutyUsd: money(outcome.total) },
          { answer: `loaded on ${dayBefore(r.loadedBefore)}`, value: dayBefore(r.loadedBefore), totalDutyUsd: totalWith({ ...facts, loadedOn: dayBefore(r.loadedBefore) }) },
        ],
      });
    }
  }
  // A charge on a metal content not declared is on the whole value: declaring the content may lower it.
  for (const l of outcome.lines) {
    const h = prepared.law.byHeading.get(l.heading);
    if (h === undefined || h.basis === 'value' || prepared.entry.contents[h.basis] !== undefined) continue;
    const zero = { units: 0n, scale: 2 };
    const declared = { ...prepared, entry: { ...prepared.entry, contents: { ...prepared.entry.contents, [h.basis]: zero } } };
    ask({
      fact: `contentValuesUsd.${h.basis}`,
      heading: l.heading,
      asks: `What is the value of the ${contentWords(h.basis)} content? Not declared, ${l.heading} is charged on the full customs value; declared, on that value only.`,
      readings: [
        { answer: 'not declared (the full value)', value: null, totalDutyUsd: money(outcome.total) },
        { answer: 'declared as 0', value: 0, totalDutyUsd: money(stackTotal(declared, facts)) },
      ],
    });
  }
  return out;
};

/** Each open question a rule or mechanism of this entry read, priced under every reading when they differ. */
const openQuestionsOf = (prepared: PreparedStack, facts: StackFacts, outcome: StackOutcome): StackOpenQuestion[] => {
  const out: StackOpenQuestion[] = [];
  for (const q of prepared.law.openQuestions) {
    if (!outcome.touched.has(q.id)) continue;
    const readings = q.readings.map((r) => ({
      reading: r.id,
      says: r.says,
      citation: r.citation,
      total: r.id === q.chosen ? outcome.total : stackTotal(prepared, facts, { readings: { [q.id]: r.id } }),
    }));
    if (readings.every((r) => same(r.total, outcome.total))) continue;
    out.push({ id: q.id, question: q.question, source: q.source, chosen: q.chosen, because: q.because, readings: readings.map(({ total, ...r }) => ({ ...r, totalDutyUsd: money(total) })) });
  }
  return out;
};
