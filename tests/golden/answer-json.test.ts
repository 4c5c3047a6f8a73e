/**
 * An estimate's answer is written from pieces made once (src/http/candidate-json.ts): on the FULL current schedule,
 * every classifiable line, from no origin and from China, at two values through the process's memo (so the second
 * is written from pieces the first made), is written byte for byte as JSON.stringify writes it, in UTF-8. So is a
 * stacked estimate under the law of content/chapter99, whose candidates carry their status (written from pieces kept
 * per status) and join those only the law reaches: lines from China on a date of each measure's era.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaw } from '../../src/data/build-law.ts';
import { currencyOn } from '../../src/lib/currency/schedule-currency.ts';
import { compiledLaw } from '../../src/lib/stack/compiled-law.ts';
import { fixtureCurrency } from '../support/law-fixture.ts';
import { answerBytes } from '../../src/http/candidate-json.ts';
import type { Chapter99Index } from '../../src/lib/chapter99/chapter99-index.ts';
import { keptChapter99Memo } from '../../src/lib/estimate/chapter99-candidates.ts';
import { countryCodes } from '../../src/lib/estimate/country-codes.ts';
import { estimateDuty } from '../../src/lib/estimate/estimate-duty.ts';
import { exactDecimal } from '../../src/lib/money/index.ts';
import type { EstimateOrigin } from '../../src/lib/schema/duty-estimate.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { loadCountries } from '../unit/reference/load-reference.ts';
import { chapter99IndexOf, realLines } from '../unit/estimate/real-schedule.ts';

const countryCode = countryCodes(loadCountries().countries);
let lines: TariffLine[];
let index: Chapter99Index;
let byDigits: Map<string, TariffLine>;

beforeAll(() => {
  lines = realLines();
  byDigits = new Map(lines.map((l) => [l.digits, l]));
  index = chapter99IndexOf(lines, countryCode);
});

describe('an estimate written from its pieces', () => {
  it('is JSON.stringify byte for byte, on every classifiable line, kept pieces and fresh', () => {
    const memo = keptChapter99Memo(64 * 1024 * 1024);
    const china: EstimateOrigin = { name: 'China', iso2: 'CN', column2: false, programmes: [] };
    const versions = { hts: '2026 Revision 10' };
    let candidates = 0;
    let judged = 0;
    for (const line of lines.filter((l) => l.classifiable)) {
      for (const origin of [undefined, china]) {
        for (const units of [10027n, 250000n]) {
          const answer = estimateDuty({
            line,
            shipment: { amounts: {} },
            customsValue: exactDecimal(units, 2),
            ...(origin ? { origin } : {}),
            lineByDigits: (d) => byDigits.get(d),
            countryCode,
            chapter99Index: index,
            chapter99Memo: memo,
            entryDate: '2026-11-01',
          });
          const body = { ...answer, datasetVersions: versions } as unknown as Record<string, unknown>;
          const bytes = answerBytes(body);
          const text = JSON.stringify(body);
          if (!Buffer.from(text).equals(bytes)) expect(Buffer.from(bytes).toString(), `${line.htsno} ${origin?.iso2 ?? '-'} ${units}`).toBe(text);
          candidates += answer.chapter99Candidates.length;
          judged++;
        }
      }
    }
    expect(judged).toBeGreaterThan(70_000);
    expect(candidates).toBeGreaterThan(100_000);
  });

  it('is JSON.stringify byte for byte with the law and stack, statuses and the law\'s own candidates included', async () => {
    const law = compiledLaw(await buildLaw());
    const currency = fixtureCurrency();
    const memo = keptChapter99Memo(64 * 1024 * 1024);
    const china: EstimateOrigin = { name: 'China', iso2: 'CN', column2: false, programmes: [] };
    const versions = { hts: '2026 Revision 10' };
    let judged = 0;
    let byLaw = 0;
    for (const entryDate of ['2026-11-26', '2026-05-01', '2026-01-15']) {
      // Every line on the first date; every fourth on the others (the law reads the same lists on each).
      for (const [n, line] of lines.filter((l) => l.classifiable && l.chapter !== '99').entries()) {
        if (entryDate !== '2026-11-26' && n % 4 !== 0) continue;
        for (const units of [10027n, 250000n]) {
          const answer = estimateDuty({
            line,
            shipment: { amounts: {} },
            customsValue: exactDecimal(units, 2),
            origin: china,
            lineByDigits: (d) => byDigits.get(d),
            countryCode,
            chapter99Index: index,
            chapter99Memo: memo,
            entryDate,
            law: {
              law,
              stack: {},
              currency: currencyOn(currency.catalogue, { release: '2026HTSRev10', publishedOn: '2026-06-08' }, null, { date: entryDate, digits: line.digits, origin: 'CN' }),
              origin: { iso2: 'CN', column2: false, programmes: [] },
              heading: (h) => index.heading(h),
              lineByDigits: (d) => byDigits.get(d),
              index,
              entryDate,
              contents: {},
            },
          });
          const body = { ...answer, datasetVersions: versions } as unknown as Record<string, unknown>;
          const bytes = answerBytes(body);
          const text = JSON.stringify(body);
          if (!Buffer.from(text).equals(bytes)) expect(Buffer.from(bytes).toString(), `${line.htsno} ${entryDate} ${units}`).toBe(text);
          byLaw += answer.chapter99Candidates.filter((c) => c.linkedBy.by === 'note-list' || c.linkedBy.by === 'origin').length;
          judged++;
        }
      }
    }
    expect(judged).toBeGreaterThan(50_000);
    expect(byLaw).toBeGreaterThan(10_000);
  }, 600_000);
});
