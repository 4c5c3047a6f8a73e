import * as z from 'zod';
import { cursorParam, dateParam, limitParam } from './params.ts';

/** GET /v1/tariffs/{htsno}/history */
export const TariffHistoryQuery = z.strictObject({
  limit: limitParam(50),
  cursor: cursorParam,
});

/** GET /v1/tariffs/{htsno}: the one optional parameter (read by the handler; other parameters are ignored, as before it). */
export const TariffLineQuery = z.object({
  asOf: dateParam
    .optional()
    .describe('A date (YYYY-MM-DD): answer the line as the latest archived revision published on or before it had it. Before the archive starts: 422; beyond the plan\'s history window: 402'),
});
