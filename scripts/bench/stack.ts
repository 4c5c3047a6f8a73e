/**
 * What the entry owes, measured: the pure stack (the law of content/chapter99 read for one entry: prepare, then settle
 * under the facts) on real entries of the build, and a stacked estimate through the request path in process. The
 * entries are those the hand-computed cases price (tests/golden/stack-cases.test.ts): steel, wine, a laptop, autos,
 * Canada and Brazil, on dates across the windows.
 */
import type { Deps } from '../../src/app/deps.ts';
import { estimate } from '../../src/app/estimate.ts';
import { noteLinks } from '../../src/lib/chapter99/note-links.ts';
import { fromNumber, type ExactDecimal } from '../../src/lib/money/index.ts';
import type { DutyEstimate } from '../../src/lib/schema/duty-estimate.ts';
import { prepareStack, settleStack, stackEntry, type StackEntry } from '../../src/lib/stack/stack-entry.ts';
import { stackFacts } from '../../src/lib/estimate/law-statuses.ts';
import { latency } from './in-process.ts';

/**
 * Eight real entries with stack, today and on four dates within the anonymous plan's year: four revisions, as many
 * as a function keeps built at once (KEEP_REVISION_BYTES), so a turn through the mix rebuilds none.
 */
export const STACKED_MIX = [
  { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-05-01', contentValuesUsd: { steel: 10000 }, stack: {} },
  { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'FR', asOf: '2026-01-15', stack: { usContentPercent: 40 } },
  { htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN', stack: {} },
  { htsno: '7326.90.86.88', customsValueUsd: 14172, countryOfOrigin: 'CN', asOf: '2026-08-20', stack: {} },
  { htsno: '8432.10.00.20', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-04-06', contentValuesUsd: { steel: 4000 }, stack: {} },
  { htsno: '7208.10.15.00', customsValueUsd: 10000, countryOfOrigin: 'GB', asOf: '2026-05-01', stack: { answers: { '9903.82.04': true } } },
  { htsno: '8501.10.40.20', customsValueUsd: 10000, countryOfOrigin: 'MX', asOf: '2026-01-15', stack: { claimedProgramme: 'S' } },
  { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-01-15', stack: { answers: { '9903.01.21': true, '9903.01.30': true } } },
] as const;

/** The i-th body of the mix with a value of its own (and content scaled to it), so no answer is kept. */
export const stackedBody = (i: number): string => {
  const b = STACKED_MIX[i % STACKED_MIX.length]!;
  const cents = (i % 10_000) / 100;
  const body: Record<string, unknown> = { ...b, customsValueUsd: b.customsValueUsd + cents };
  if ('contentValuesUsd' in b) body.contentValuesUsd = { steel: b.contentValuesUsd.steel + cents };
  return JSON.stringify(body);
};

const exact = (n: number): ExactDecimal => {
  const d = fromNumber(n);
  if (!d.ok) throw new Error(`not a number: ${n}`);
  return d.value;
};

/**
 * The stack's input for one estimate, as the estimate reads it (src/lib/estimate/law-statuses.ts): the line's
 * footnote headings and notes, the origin, the base duty, the declared contents, the headings no measure describes.
 */
const entryOf = async (deps: Deps, body: (typeof STACKED_MIX)[number], answer: DutyEstimate): Promise<StackEntry> => {
  const law = await deps.law();
  const { store } = await deps.hts();
  const found = await store.lookup(body.htsno);
  if (found.kind !== 'found') throw new Error(`bench line ${body.htsno}: ${found.kind}`);
  const chapter = await store.chapter(found.line.chapter);
  const reference = await deps.reference();
  const country = reference.countries.find((c) => c.iso2 === body.countryOfOrigin)!;
  const candidates = answer.chapter99Candidates;
  return {
    lineDigits: found.line.digits,
    footnoteHeadings: new Set(candidates.filter((c) => c.linkedBy.by === 'footnote').map((c) => c.heading)),
    footnoteNotes: new Set(noteLinks(found.line, (d) => chapter?.get(d)).map((n) => n.note)),
    origin: { iso2: country.iso2, column2: false, programmes: answer.specialRatesAvailable.flatMap((o) => o.programmes.map((p) => p.code)) },
    entryDate: 'asOf' in body ? body.asOf : new Date().toISOString().slice(0, 10),
    customsValue: exact(body.customsValueUsd),
    base: { duty: answer.dutyUsd === null ? null : exact(answer.dutyUsd), adValorem: answer.rateKind === 'ad-valorem' || answer.rateKind === 'free' },
    contents: 'contentValuesUsd' in body ? { steel: exact(body.contentValuesUsd.steel) } : {},
    facts: stackFacts(body.stack),
    unmodeled: candidates
      .filter((c) => !law.byHeading.has(c.heading) && c.inForce !== false && c.originInScope !== false)
      .map((c) => ({ heading: c.heading, amount: c.ifApplied.additionalDutyUsd === null ? null : exact(c.ifApplied.additionalDutyUsd), rateText: c.rate, working: c.ifApplied.working, because: null })),
  };
};

const perSecond = (seconds: number, run: (i: number) => void): number => {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (let i = 0; i < 200; i++) run(n + i);
    n += 200;
  }
  return Math.round(n / ((performance.now() - start) / 1000));
};

/** The mix's entries as the stack reads them. */
export const stackEntries = async (deps: Deps): Promise<StackEntry[]> => {
  const entries: StackEntry[] = [];
  for (const body of STACKED_MIX) {
    const r = await estimate(deps, body);
    if (!r.ok || r.value.stacked === undefined) throw new Error(`bench stack ${body.htsno}: ${JSON.stringify(r.ok ? 'no stacked' : r.error)}`);
    entries.push(await entryOf(deps, body, r.value));
  }
  return entries;
};

export const stackBench = async (deps: Deps) => {
  const law = await deps.law();
  const entries = await stackEntries(deps);
  const pure = perSecond(2, (i) => stackEntry(law, entries[i % entries.length]!));
  // The facts changed on an entry prepared once (a question answered): settle alone.
  const prepared = entries.map(({ facts: _facts, ...e }) => prepareStack(law, e));
  const facts = entries.map((e) => e.facts);
  const settle = perSecond(2, (i) => settleStack(prepared[i % prepared.length]!, facts[i % facts.length]!));
  let k = 0;
  const inProcessEstimate = await latency(2000, () => estimate(deps, JSON.parse(stackedBody(k++))));
  return { pureStacksPerSecond: pure, settlePerSecond: settle, estimate: inProcessEstimate, entries: entries.length };
};
