/**
 * A duty estimate from a request body as sent (already parsed from JSON): validation, the line (from the current
 * schedule, or with asOf from the revision in force then, every line the estimate reads included), the origin,
 * then the pure estimator. The answer adds `parsedRate`, the parsed rate of the column used, so a client can draw
 * the rate without looking the line up again. A refusal to price is an answer (dutyUsd null), not a failure.
 */
import { keptChapter99Memo, type Chapter99Memo } from '../lib/estimate/chapter99-candidates.ts';
import { countryCodes } from '../lib/estimate/country-codes.ts';
import { estimateDuty } from '../lib/estimate/estimate-duty.ts';
import { readContentValues } from '../lib/estimate/read-content-values.ts';
import { readShipment } from '../lib/pricing/read-shipment.ts';
import { fromNumber } from '../lib/money/index.ts';
import type { HtsStore } from '../lib/query/hts-store.ts';
import { findCountry } from '../lib/reference/index.ts';
import { ok } from '../lib/result.ts';
import type { Country } from '../lib/schema/country.ts';
import type { DutyEstimate, EstimateOrigin } from '../lib/schema/duty-estimate.ts';
import { DutyRequest } from '../lib/schema/duty-request.ts';
import type { AsOfRevision } from '../lib/schema/line-history.ts';
import { systemClock, type Caller, type Clock } from './caller.ts';
import { chapter99Headings } from './chapter99-headings.ts';
import { chapter99IndexOf, type ScheduleKey } from './chapter99-index.ts';
import type { Deps } from './deps.ts';
import { failed, invalid, type Outcome } from './failure.ts';
import { ambiguousLine } from './line-lookup.ts';
import { resolveAsOf } from './resolve-as-of.ts';
import { currencyOn } from '../lib/currency/schedule-currency.ts';
import type { ContentValues } from '../lib/chapter99/price-chapter99.ts';

/** The declared contents the law charges on (contentValuesUsd): the metals, and the non-U.S. content of 9903.74.03. */
const lawContents = (values: ContentValues | undefined): ContentValues => {
  if (values === undefined) return {};
  const { steel, aluminum, copper, nonUs } = values;
  return { ...(steel ? { steel } : {}), ...(aluminum ? { aluminum } : {}), ...(copper ? { copper } : {}), ...(nonUs ? { nonUs } : {}) };
};

/** The countries dataset's record as the estimator's origin: only programmes claimable today are offered. */
const toOrigin = (c: Country): EstimateOrigin => ({
  name: c.name,
  iso2: c.iso2,
  column2: c.column2,
  programmes: c.programmes.filter((p) => p.claimable).map((p) => ({ code: p.code, name: p.name })),
});

const one = (field: string, message: string) => failed(invalid([{ field, message }]));

/** Bytes of chapter 99 candidates kept across estimates (without their amounts; src/lib/estimate/chapter99-memo.ts). */
export const KEPT_CHAPTER99_BYTES = 4 * 1024 * 1024;
const keptCandidates = keptChapter99Memo(KEPT_CHAPTER99_BYTES);

/**
 * `memo`: kept by a batch across its lines (chapter99Memo), so lines on the same line, origin, schedule and entry date
 * read their chapter 99 candidates once; without one, the process's (bounded by bytes) serves. The answer is the same
 * with either.
 */
export const estimate = async (deps: Deps, body: unknown, caller?: Caller, clock: Clock = systemClock, memo: Chapter99Memo = keptCandidates): Promise<Outcome<DutyEstimate>> => {
  const parsed = DutyRequest.safeParse(body);
  if (!parsed.success) return failed(invalid(parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }))));
  const request = parsed.data;
  // With asOf, every line (the goods', chapter 99's, the ancestors') comes from the revision in force then.
  let store: HtsStore;
  let asOf: AsOfRevision | undefined;
  let schedule: ScheduleKey = 'current';
  if (request.asOf === undefined) store = (await deps.hts()).store;
  else {
    const resolved = await resolveAsOf(deps, { date: request.asOf }, caller, clock);
    if (!resolved.ok) return resolved;
    asOf = resolved.value.asOf;
    const current = await deps.hts();
    // A date on or after the current schedule's revision (today's, as brokers send it) reads the current schedule
    // itself: the same lines, and its chapter 99 index is the one already built, not a second one in the archive's.
    if (asOf.revision === current.revision.id) store = current.store;
    else {
      store = await resolved.value.stores.storeAt(resolved.value.at);
      schedule = { at: resolved.value.at };
    }
  }
  const found = await store.lookup(request.htsno);
  if (found.kind === 'malformed') return one('htsno', 'a tariff number: 4 to 10 digits, dots optional');
  if (found.kind === 'not-found') {
    const schedule = asOf ? `${asOf.release} (in force on ${asOf.date})` : 'the schedule';
    return failed({ kind: 'not-found', detail: `htsno: no line of ${schedule} starts with ${request.htsno}`, ...(asOf ? { asOf } : {}) });
  }
  if (found.kind === 'ambiguous') return failed(ambiguousLine(found, `htsno: ${found.total} lines start with ${request.htsno}; send one of them`));

  let origin: EstimateOrigin | undefined;
  if (request.countryOfOrigin !== undefined) {
    const country = findCountry((await deps.reference()).countries, request.countryOfOrigin);
    if (!country) return one('countryOfOrigin', 'unknown country: send an ISO alpha-2 code, a Schedule C code or a name (see /v1/countries)');
    origin = toOrigin(country);
  }

  const shipment = readShipment(request);
  if (!shipment.ok) return one(shipment.error.field, shipment.error.message);
  const customsValue = fromNumber(request.customsValueUsd);
  if (!customsValue.ok) return one('customsValueUsd', 'must be a finite number');
  const contentValues = readContentValues(request, customsValue.value);
  if (!contentValues.ok) return one(contentValues.error.field, contentValues.error.message);

  if (request.stack !== undefined && origin === undefined) return one('stack', 'the stacked total needs countryOfOrigin: chapter 99 duties depend on it');
  const programmes = request.stack?.claimedProgramme === undefined ? [] : (await deps.reference()).programmes.map((p) => p.code);
  if (request.stack?.claimedProgramme !== undefined && !programmes.includes(request.stack.claimedProgramme)) {
    return one('stack.claimedProgramme', `unknown programme ${request.stack.claimedProgramme}; send a special programme indicator of the schedule: ${programmes.join(', ')}`);
  }

  const line = found.line;
  // Chapter 99 reaches a line by its footnotes, by a U.S. note they name, by a heading whose text names the line's
  // number, and by origin: all read from the schedule's chapter 99 index, built once per schedule.
  const [index, heading, ownChapter, countries, feeTable, law, currency, hts] = await Promise.all([
    chapter99IndexOf(deps, store, schedule),
    chapter99Headings(store, line),
    store.chapter(line.chapter),
    deps.reference().then((r) => r.countries),
    deps.fees(),
    deps.law(),
    deps.currency(),
    deps.hts(),
  ]);
  // The entry date: asOf, else today (UTC), for the candidates' dating and statuses, the fiscal year of the fees and the stack.
  const entryDate = request.asOf ?? clock().toISOString().slice(0, 10);
  const chapter99 = (htsno: string) => {
    const h = heading?.(htsno);
    return h ? { heading: h.htsno, description: h.description, descriptionPath: h.descriptionPath, rate: h.general.text } : undefined;
  };
  const answer = estimateDuty({
    line,
    shipment: shipment.value,
    customsValue: customsValue.value,
    ...(origin ? { origin } : {}),
    ...(request.column2 !== undefined ? { column2: request.column2 } : {}),
    chapter99,
    lineByDigits: (digits) => ownChapter?.get(digits),
    countryCode: countryCodes(countries),
    ...(index ? { chapter99Index: index } : {}),
    chapter99Memo: memo,
    entryDate,
    ...(contentValues.value ? { contentValues: contentValues.value } : {}),
    feeTable,
    ...(request.modeOfTransport ? { modeOfTransport: request.modeOfTransport } : {}),
    law: {
      law,
      ...(request.stack ? { stack: request.stack } : {}),
      currency: currencyOn(currency.catalogue, { release: hts.revision.htsRelease, publishedOn: hts.revision.publishedOn ?? '' }, currency.publisherCheckedOn, {
        date: entryDate,
        digits: line.digits,
        origin: origin?.iso2 ?? null,
      }),
      origin: origin ? { iso2: origin.iso2, column2: origin.column2, programmes: origin.programmes.map((p) => p.code) } : null,
      heading: chapter99,
      lineByDigits: (digits) => ownChapter?.get(digits),
      ...(index ? { index } : {}),
      entryDate,
      contents: lawContents(contentValues.value),
    },
  });
  const parsedRate = answer.column === 'other' ? line.parsedOther : line.parsed;
  return ok({ ...answer, ...(asOf ? { asOf } : {}), parsedRate });
};
