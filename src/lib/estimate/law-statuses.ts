/**
 * The law of content/chapter99 read for one estimate: each chapter 99 candidate gains its status on the entry date
 * under the facts declared; the headings the law reaches that the schedule's own links do not (a note's list, a
 * country group) join the candidates; and, when the request asks (`stack`), the stacked total. dutyUsd, every
 * ifApplied and applied:false are untouched.
 */
import { noteLinks } from '../chapter99/note-links.ts';
import { priceChapter99, type Chapter99Pricing } from '../chapter99/price-chapter99.ts';
import type { Chapter99Index } from '../chapter99/chapter99-index.ts';
import { fromNumber, type ExactDecimal } from '../money/index.ts';
import type { ScheduleCurrency } from '../schema/schedule-currency.ts';
import type { Chapter99Candidate, DutyEstimate } from '../schema/duty-estimate.ts';
import type { StackRequest } from '../schema/duty-stack.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import type { CompiledLaw } from '../stack/compile-law.ts';
import { prepareStack, settleStack, statusOutsideReach, type BaseDuty, type Content, type HeadingStatus, type StackFacts, type UnmodeledHeading } from '../stack/stack-entry.ts';
import { stackedAnswer, type StackedBase } from '../stack/stacked-answer.ts';
import type { Chapter99Heading } from './chapter99-candidates.ts';
import { keptToken, noteMadeCandidate, withAdded } from './chapter99-memo.ts';

export interface LawContext {
  law: CompiledLaw;
  /** The request's `stack`; with it the answer gains `stacked`. */
  stack?: StackRequest;
  /** The currency of the entry date (currencyOn): `stacked.complete` and, when incomplete, the answer's scheduleCurrency. */
  currency: ScheduleCurrency;
  /** The origin as the law reads it: its ISO code, whether it is a column 2 country, the programmes it may claim; null without one. */
  origin: { iso2: string | null; column2: boolean; programmes: readonly string[] } | null;
  /** A chapter 99 heading of the schedule the estimate was read from. */
  heading: (heading: string) => Chapter99Heading | undefined;
  lineByDigits?: (digits: string) => TariffLine | undefined;
  index?: Chapter99Index;
  entryDate: string;
  /** Declared content values (contentValuesUsd), exact. */
  contents: Partial<Record<Content, ExactDecimal>>;
}

const exact = (n: number | null): ExactDecimal | null => {
  if (n === null) return null;
  const d = fromNumber(n);
  return d.ok ? d.value : null;
};

/** The facts of the request's stack, exact. */
export const stackFacts = (stack: StackRequest | undefined): StackFacts => {
  const pct = stack?.usContentPercent === undefined ? undefined : exact(stack.usContentPercent);
  return {
    ...(stack?.claimedProgramme ? { claimedProgramme: stack.claimedProgramme } : {}),
    ...(pct ? { usContentPercent: pct } : {}),
    ...(stack?.loadedOn ? { loadedOn: stack.loadedOn } : {}),
    answers: stack?.answers ?? {},
  };
};

const AD_VALOREM = new Set(['ad-valorem', 'free']);

/** The duty the chapter 99 lines stack on: the claimed programme's special rate when offered, else the column used. */
const baseOf = (estimate: DutyEstimate, programme: string | undefined): { base: BaseDuty; shown: Omit<StackedBase, 'htsno' | 'baseFor'>; notes: string[] } => {
  const general: BaseDuty = { duty: exact(estimate.dutyUsd), ...(estimate.dutyUsd === null ? { refused: estimate.notApplicableBecause ?? 'refused' } : {}), adValorem: AD_VALOREM.has(estimate.rateKind ?? '') };
  const column = estimate.column === 'other' ? 'other' : 'general';
  const plain = { base: general, shown: { column, rate: estimate.rate, working: estimate.working } as const, notes: [] };
  if (programme === undefined || column === 'other') return plain;
  const offer = estimate.specialRatesAvailable.find((o) => o.programmes.some((p) => p.code === programme));
  if (offer === undefined) return { ...plain, notes: [`${programme} is claimed, but the line offers no special rate under it to ${estimate.origin?.name ?? 'this origin'}: the general rate is the base; the claim still counts for the chapter 99 exemptions that depend on it`] };
  return {
    base: { duty: exact(offer.dutyUsd), ...(offer.dutyUsd === null ? { refused: offer.notApplicableBecause ?? 'refused' } : {}), adValorem: AD_VALOREM.has(offer.rateKind) },
    shown: { column: 'special', programme, rate: offer.rate, working: offer.working },
    notes: [],
  };
};

const toStatus = (s: HeadingStatus): Pick<Chapter99Candidate, 'status' | 'statusBecause' | 'statusSource' | 'statusBy' | 'statusFact'> => ({
  status: s.status,
  statusBecause: s.because,
  statusSource: s.source,
  ...(s.by ? { statusBy: s.by } : {}),
  ...(s.fact ? { statusFact: s.fact } : {}),
});

/**
 * The token a candidate with this status is written from, under what it was made from (chapter99-memo.ts withAdded):
 * keyed by its words first, then its source, which are the same string objects while the verdict is kept (their
 * hashes made once), then the rest; a few of each (one words, one source, one rest, mostly).
 */
const statusToken = (from: object, s: HeadingStatus): object =>
  keptToken(keptToken(keptToken(from, s.because), s.source, 2), `${s.status}\u0000${s.by?.heading ?? ''}\u0000${s.by?.rule ?? ''}\u0000${s.fact ?? ''}`, 4);

/** A candidate the schedule links that no measure describes: asked, unless its own text dates it out or its origin is another. */
const unmodeledOf = (c: Chapter99Candidate): UnmodeledHeading & { fixed?: HeadingStatus } => {
  const amount = exact(c.ifApplied.additionalDutyUsd);
  const u: UnmodeledHeading & { fixed?: HeadingStatus } = { heading: c.heading, amount, rateText: c.rate, working: c.ifApplied.working, because: c.ifApplied.notApplicableBecause ?? null };
  const source = 'the schedule\'s own text of the heading (no measure in content/chapter99 describes it)';
  if (c.inForce === false) u.fixed = { heading: c.heading, status: 'ended', because: c.inForceBecause, source, law: null, reachedBy: '' };
  else if (c.originInScope === false) u.fixed = { heading: c.heading, status: 'other-origin', because: `its text limits it to ${(c.originScope ?? []).join(', ')}`, source, law: null, reachedBy: '' };
  return u;
};

export const applyLaw = (estimate: DutyEstimate, line: TariffLine, pricing: Chapter99Pricing, ctx: LawContext): DutyEstimate => {
  const { law } = ctx;
  const facts = stackFacts(ctx.stack);
  const { base, shown, notes } = baseOf(estimate, facts.claimedProgramme);
  // The general rate's duty, the other reading of a top-up's base, when a programme's rate is the base.
  const general = facts.claimedProgramme !== undefined && shown.column === 'special' ? baseOf(estimate, undefined).base : undefined;
  const candidates = estimate.chapter99Candidates;
  const unmodeled = candidates.filter((c) => !law.byHeading.has(c.heading)).map(unmodeledOf);
  const prepared = prepareStack(law, {
    lineDigits: line.digits,
    footnoteHeadings: new Set(candidates.filter((c) => c.linkedBy.by === 'footnote').map((c) => c.heading)),
    footnoteNotes: new Set(noteLinks(line, ctx.lineByDigits).map((n) => n.note)),
    origin: ctx.origin,
    entryDate: ctx.entryDate,
    customsValue: pricing.customsValue,
    base,
    ...(general !== undefined ? { generalBase: general } : {}),
    contents: ctx.contents,
    // Those whose own text rules them out are never asked.
    unmodeled: unmodeled.filter((u) => u.fixed === undefined),
  });
  const outcome = settleStack(prepared, facts);
  const byHeading = new Map(outcome.statuses.map((s) => [s.heading, s]));
  for (const u of unmodeled) if (u.fixed) byHeading.set(u.heading, u.fixed);

  const known = new Set(candidates.map((c) => c.heading));
  const withStatus: Chapter99Candidate[] = candidates.map((c) => {
    const s = byHeading.get(c.heading);
    // Without one, the law describes the heading but does not reach this entry with it.
    const status = s ?? statusOutsideReach(prepared, c.heading)!;
    return withAdded(c, toStatus(status), (from) => statusToken(from, status));
  });
  for (const s of outcome.statuses) {
    if (known.has(s.heading) || s.law === null) continue;
    // A heading only the law reaches, out of force on the date, is noise beside the line (the stacked answer's
    // notApplied still names it).
    if (s.status === 'ended' || s.status === 'not-yet') continue;
    // Its members but ifApplied follow from the status and what the prepared entry was read from (line, origin, date).
    withStatus.push(noteMadeCandidate({ ...lawCandidate(s, ctx, pricing), ...toStatus(s) }, statusToken(keptToken(prepared.cands, s.heading, 1024), s)));
  }

  const answer: DutyEstimate = { ...estimate, chapter99Candidates: withStatus };
  if (notes.length > 0 && ctx.stack !== undefined) answer.notes = [...estimate.notes, ...notes];
  if (ctx.stack !== undefined) {
    const baseFor = (programme: string): BaseDuty | undefined => {
      const b = baseOf(estimate, programme);
      return b.shown.column === 'special' ? b.base : undefined;
    };
    answer.stacked = stackedAnswer(prepared, facts, outcome, { ...shown, htsno: estimate.htsno, baseFor }, ctx.currency);
  }
  if (ctx.currency.complete === false) answer.scheduleCurrency = ctx.currency;
  return answer;
};

/** A heading the law reaches that the schedule's own links do not, as a candidate with its text and what it would add. */
const lawCandidate = (s: HeadingStatus, ctx: LawContext, pricing: Chapter99Pricing): Omit<Chapter99Candidate, 'status'> => {
  const h = s.law!;
  const found = ctx.heading(s.heading);
  const facts = ctx.index?.facts(s.heading);
  // A heading of a release after the schedule read: priced from its rate as published, quoted in content/chapter99.
  const published = found === undefined && h.publishedRate !== undefined ? h.publishedRate : undefined;
  // Reached by the goods it names (a note's list, a later act's list, numbers a note names), not by the origin alone.
  const byList = h.reach.lists !== undefined || h.reach.alsoLists !== undefined || h.reach.prefixes !== undefined;
  const origins = h.reach.origins?.flatMap((id) => ctx.law.groups.get(id)?.members.map((m) => m.iso2) ?? [id]);
  return {
    heading: s.heading,
    description: found?.description ?? null,
    rate: found?.rate ?? published?.text ?? null,
    ...(published !== undefined ? { rateSource: `the heading's rate as published after the schedule read, quoted in content/chapter99 (${h.source})` } : {}),
    applied: false,
    linkedBy: byList
      ? { by: 'note-list', htsno: null, ancestor: false, footnote: null, listWords: s.reachedBy, measure: h.measure.id }
      : { by: 'origin', htsno: null, ancestor: false, footnote: null, origin: true, originWords: h.title, measure: h.measure.id },
    ...(origins !== undefined ? { originScope: origins } : {}),
    ...(ctx.origin ? { originInScope: s.status !== 'other-origin' } : {}),
    ifApplied: published !== undefined ? priceChapter99(published.text, published.effect, pricing) : priceChapter99(found?.rate ?? null, facts?.effect ?? null, pricing),
    inForce: s.status === 'ended' || s.status === 'not-yet' ? false : true,
    inForceBecause: s.status === 'ended' || s.status === 'not-yet' ? s.because : `in force on ${ctx.entryDate} under content/chapter99 (${s.source})`,
  };
};
