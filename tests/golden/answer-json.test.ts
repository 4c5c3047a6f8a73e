/**
 * An estimate's answer is written from pieces made once (src/http/candidate-json.ts): on the FULL current schedule,
 * every classifiable line, from no origin and from China, at two values through the process's memo (so the second
 * is written from pieces the first made), is written byte for byte as JSON.stringify writes it, in UTF-8.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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
});
