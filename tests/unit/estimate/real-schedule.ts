/** The current schedule built from the full real export, once per test file, and the pure request path. */
import { buildChapter99Index, chapter99FootnoteTexts, type Chapter99Index } from '../../../src/lib/chapter99/chapter99-index.ts';
import type { Chapter99Lookups } from '../../../src/lib/estimate/chapter99-candidates.ts';
import { estimateDuty, type EstimateInput } from '../../../src/lib/estimate/estimate-duty.ts';
import { readContentValues } from '../../../src/lib/estimate/read-content-values.ts';
import { readShipment, type ShipmentError } from '../../../src/lib/pricing/read-shipment.ts';
import { buildSchedule } from '../../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../../src/lib/hts/rate-cache.ts';
import { fromNumber } from '../../../src/lib/money/index.ts';
import type { DutyEstimate, EstimateOrigin } from '../../../src/lib/schema/duty-estimate.ts';
import { DutyRequest } from '../../../src/lib/schema/duty-request.ts';
import type { TariffLine } from '../../../src/lib/schema/tariff-line.ts';
import { htsRows } from '../../support/data.ts';
import { fixtureLine, fixtureLines } from '../../support/schedule-fixture.ts';

let lines: TariffLine[] | undefined;

/** Every line of the full schedule: needs the data mirror (tests using it are NEEDS_DATA in vitest.unit.config.ts). */
export const realLines = (): TariffLine[] => {
  lines ??= buildSchedule(htsRows(), createRateCache()).lines;
  return lines;
};

/** The schedule's chapter 99 index built from these lines, as the function builds it (its headings of 8 digits or more). */
export const chapter99IndexOf = (of: readonly TariffLine[], countryCode: (name: string) => string | null): Chapter99Index =>
  buildChapter99Index({
    headings: of
      .filter((l) => l.chapter === '99' && l.digits.length >= 8)
      .map((l) => ({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) })),
    footnoteTexts: chapter99FootnoteTexts(of),
    countryCode,
  });

/** One real line, from the small literal fixture (tests/support/schedule-fixture.ts): no data mirror needed. */
export const realLine = (htsno: string): TariffLine => fixtureLine(htsno);

/** The fixture's lines: the named ones, their ancestors and the first line of each rate kind. */
export const sampleLines = (): TariffLine[] => fixtureLines();

let byDigits: Map<string, TariffLine> | undefined;
/** The fixture's lines by digits, as the schedule's lookup gives them. */
export const fixtureByDigits = (digits: string): TariffLine | undefined => (byDigits ??= new Map(sampleLines().map((l) => [l.digits, l]))).get(digits);

/** The lookups the HTTP edge gives the estimator, over the fixture's real lines and a few real country names. */
export const fixtureLookups = (countryCode: (name: string) => string | null): Chapter99Lookups => ({
  chapter99: (heading) => {
    const line = fixtureByDigits(heading.replaceAll('.', ''));
    return line && { heading: line.htsno, description: line.description, descriptionPath: line.descriptionPath, rate: line.general.text };
  },
  lineByDigits: fixtureByDigits,
  countryCode,
});

export const ORIGINS = {
  australia: { name: 'Australia', iso2: 'AU', column2: false, programmes: [{ code: 'AU', name: 'United States-Australia Free Trade Agreement' }] },
  jordan: { name: 'Jordan', iso2: 'JO', column2: false, programmes: [{ code: 'JO', name: 'United States-Jordan Free Trade Area Implementation Act' }] },
  cuba: { name: 'Cuba', iso2: 'CU', column2: true, programmes: [] },
  france: { name: 'France', iso2: 'FR', column2: false, programmes: [] },
  chile: { name: 'Chile', iso2: 'CL', column2: false, programmes: [{ code: 'CL', name: 'United States-Chile Free Trade Agreement' }] },
  russia: { name: 'Russia', iso2: 'RU', column2: true, programmes: [] },
  china: { name: 'China', iso2: 'CN', column2: false, programmes: [] },
  japan: { name: 'Japan', iso2: 'JP', column2: false, programmes: [] },
} satisfies Record<string, EstimateOrigin>;

/**
 * The edge's pure path: validate the body, read the shipment and the content values, estimate. Throws on a 400
 * (tests only). `extra` carries what the edge adds: the entry date (asOf, else today), the fee table, the index.
 */
export const estimateFor = (
  line: TariffLine,
  body: Omit<DutyRequest, 'htsno'>,
  origin?: EstimateOrigin,
  lookups: Chapter99Lookups = {},
  extra: Pick<EstimateInput, 'entryDate' | 'feeTable'> = {},
): DutyEstimate => {
  const request = DutyRequest.parse({ htsno: line.digits, ...body });
  const shipment = readShipment(request);
  if (!shipment.ok) throw new Error(`400: ${(shipment.error as ShipmentError).message}`);
  const value = fromNumber(request.customsValueUsd);
  if (!value.ok) throw new Error('400: customsValueUsd');
  const contentValues = readContentValues(request, value.value);
  if (!contentValues.ok) throw new Error(`400: ${contentValues.error.message}`);
  return estimateDuty({
    line,
    shipment: shipment.value,
    customsValue: value.value,
    ...(origin ? { origin } : {}),
    ...(request.column2 !== undefined ? { column2: request.column2 } : {}),
    ...(contentValues.value ? { contentValues: contentValues.value } : {}),
    ...(request.modeOfTransport ? { modeOfTransport: request.modeOfTransport } : {}),
    ...lookups,
    ...extra,
  });
};
