import { DutyBatchAnswer, DutyBatchRequest } from '../lib/schema/duty-batch.ts';
import { batchCost, postDutyEstimates } from './handlers/duty-estimates.ts';
import type { Route } from './router.ts';

/** POST /v1/duty-estimates: a whole invoice at once. Counts one request per line against the budget. */
export const DUTY_ESTIMATES_ROUTE: Route = {
  method: 'POST',
  path: '/v1/duty-estimates',
  handler: postDutyEstimates,
  metered: true,
  meterCost: batchCost,
  operationId: 'estimateDuties',
  tags: ['Estimate'],
  summary: 'Estimate a whole invoice: 1 to 1,000 lines as JSON or CSV, each answered on its own, with exact totals',
  description:
    "Each line is answered exactly as `POST /v1/duty-estimate` answers it: its estimate, or its RFC 9457 problem (400, 404, 409) in place; a bad line never stops the others. `totals.dutyUsd` is the exact sum of the priced lines' duties and `complete` is true only when every line was priced or Free. **Budget: a batch counts as many requests as it has lines**; it is admitted only when all of them fit, and the RateLimit headers show the remaining after it. A batch larger than the remaining budget is a 429 whose `remaining` says how many lines can still be sent today. Send `Accept: text/csv` for the answer as CSV. Send `\"chapter99Texts\": \"once\"` (JSON bodies) for a compact answer: the same facts, each chapter 99 candidate's texts given once per batch.",
  body: DutyBatchRequest,
  csvBody:
    'A header row naming duty-request fields (htsno, customsValueUsd, quantity, quantityUnit, litres, countryOfOrigin, alcoholByVolume, proofLitres, column2; any order, case ignored), then one row per line. Tariff numbers are read as text, so leading zeros stay; a 9-digit number that lost its leading zero is that line\'s problem, naming the likely number. A column the service does not know, or a row it cannot read, is a problem on each row it touches',
  maxBody: '2 MB',
  responses: {
    200: {
      description: 'One entry per line, in order, and the totals',
      schema: DutyBatchAnswer,
      csv: 'With `Accept: text/csv`: a header row (line, htsno, customsValueUsd, rate, rateKind, dutyUsd, effectiveAdValoremRate, applicable, reason, problemStatus, problem), a row per line and a last row `total` with the exact sums, whether the batch is complete and the counts',
    },
    400: { description: 'Malformed envelope: not JSON, not UTF-8, no `lines`, zero lines, an unknown key; a CSV without a header row naming htsno or without rows; or a query parameter. Problems of single lines are answered in the 200' },
    413: { description: 'More than 1,000 lines' },
  },
};
