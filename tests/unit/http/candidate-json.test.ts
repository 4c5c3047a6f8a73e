/**
 * answerBytes writes an answer with chapter 99 candidates from pieces made once, each into one buffer; whatever the
 * body, its bytes are JSON.stringify's text in UTF-8. The estimator's candidates on the fixture (fresh, then from
 * the process's memo) and bodies no estimator made: none, empty, first or last member, values that are not
 * candidates, a candidate without ifApplied, texts beyond Latin-1 and beyond the Basic Multilingual Plane, and lone
 * surrogates (which JSON.stringify escapes).
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/app/estimate.ts';
import { answerBytes } from '../../../src/http/candidate-json.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';

const deps = createFixtureDeps();

/** The bytes answerBytes wrote, read back, beside the text JSON.stringify writes; and whether they are its UTF-8. */
const written = (body: Record<string, unknown>) => {
  const bytes = answerBytes(body);
  const text = JSON.stringify(body);
  return { read: Buffer.from(bytes).toString('utf8'), text, same: Buffer.from(text, 'utf8').equals(bytes) };
};

describe('answerBytes', () => {
  it('is the UTF-8 of JSON.stringify for estimates of the fixture, fresh and kept, from every origin', async () => {
    let candidates = 0;
    const shipments: Record<string, object> = { '2204.21.50.05': { litres: 100 }, '2204.10.00.75': { litres: 100 }, '0402.29.50.00': { quantity: 10, quantityUnit: 'kg' }, '6402.19.50.31': { quantity: 10, quantityUnit: 'pr.' } };
    for (const [htsno, shipment] of Object.entries(shipments)) {
      for (const countryOfOrigin of [undefined, 'FR', 'CN', 'MX']) {
        for (const customsValueUsd of [1000, 2500.5, 1000]) {
          const answer = await estimate(deps, { htsno, customsValueUsd, ...shipment, ...(countryOfOrigin ? { countryOfOrigin } : {}) });
          if (!answer.ok) throw new Error(`${htsno}: ${JSON.stringify(answer.error)}`);
          const body = { ...answer.value, datasetVersions: { hts: 'x' } } as unknown as Record<string, unknown>;
          const { read, text, same } = written(body);
          expect(read).toBe(text);
          expect(same).toBe(true);
          candidates += answer.value.chapter99Candidates.length;
        }
      }
    }
    expect(candidates).toBeGreaterThan(20);
  });

  it('is the UTF-8 of JSON.stringify for bodies no estimator made', () => {
    const bodies: Record<string, unknown>[] = [
      { a: 1 },
      { chapter99Candidates: [] },
      { chapter99Candidates: [{ heading: '9903.01.25', ifApplied: { dutyUsd: 1 } }], z: 'last' },
      { a: [1, 'two'], chapter99Candidates: [null, 3, 'text', undefined, { heading: 'x' }, { heading: 'y', ifApplied: undefined }, { heading: 'x', ifApplied: null }] },
      { a: undefined, chapter99Candidates: 'not a list', b: null },
      { title: 'Wine – still, ≤ 14% vol', chapter99Candidates: [{ heading: '9903.88.15 – China', ifApplied: { note: '€ 1 🍷' } }, 'é'], tail: '🍇' },
      { chapter99Candidates: [{ heading: 'lone \ud800 high', ifApplied: 'lone \udc00 low' }, '\udfff'], after: '\ud83c' },
    ];
    for (const body of bodies) {
      const { read, text, same } = written(body);
      expect(read).toBe(text);
      expect(same).toBe(true);
    }
  });
});
