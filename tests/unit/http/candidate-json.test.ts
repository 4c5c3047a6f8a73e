/**
 * answerJson writes an answer with chapter 99 candidates from pieces made once; whatever the body, its text is
 * JSON.stringify's. The estimator's candidates on the fixture (fresh, then from the process's memo) and bodies no
 * estimator made: none, empty, first or last member, values that are not candidates, a candidate without ifApplied.
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/app/estimate.ts';
import { answerJson, candidateJson } from '../../../src/http/candidate-json.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';

const deps = createFixtureDeps();

describe('answerJson', () => {
  it('is JSON.stringify for estimates of the fixture, fresh and kept, from every origin', async () => {
    let candidates = 0;
    const shipments: Record<string, object> = { '2204.21.50.05': { litres: 100 }, '2204.10.00.75': { litres: 100 }, '0402.29.50.00': { quantity: 10, quantityUnit: 'kg' }, '6402.19.50.31': { quantity: 10, quantityUnit: 'pr.' } };
    for (const [htsno, shipment] of Object.entries(shipments)) {
      for (const countryOfOrigin of [undefined, 'FR', 'CN', 'MX']) {
        for (const customsValueUsd of [1000, 2500.5, 1000]) {
          const answer = await estimate(deps, { htsno, customsValueUsd, ...shipment, ...(countryOfOrigin ? { countryOfOrigin } : {}) });
          if (!answer.ok) throw new Error(`${htsno}: ${JSON.stringify(answer.error)}`);
          const body = { ...answer.value, datasetVersions: { hts: 'x' } } as unknown as Record<string, unknown>;
          expect(answerJson(body)).toBe(JSON.stringify(body));
          candidates += answer.value.chapter99Candidates.length;
        }
      }
    }
    expect(candidates).toBeGreaterThan(20);
  });

  it('is JSON.stringify for bodies no estimator made', () => {
    const bodies: Record<string, unknown>[] = [
      { a: 1 },
      { chapter99Candidates: [] },
      { chapter99Candidates: [{ heading: '9903.01.25', ifApplied: { dutyUsd: 1 } }], z: 'last' },
      { a: [1, 'two'], chapter99Candidates: [null, 3, 'text', undefined, { heading: 'x' }, { heading: 'y', ifApplied: undefined }] },
      { a: undefined, chapter99Candidates: 'not a list', b: null },
    ];
    for (const body of bodies) expect(answerJson(body)).toBe(JSON.stringify(body));
    expect(candidateJson({ heading: 'x', ifApplied: null } as never)).toBe('{"heading":"x","ifApplied":null}');
  });
});
