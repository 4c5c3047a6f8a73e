import * as z from 'zod';
import { cursorParam, limitParam } from './params.ts';

/** GET /v1/chapter99 */
export const Chapter99Query = z.strictObject({
  limit: limitParam(50),
  cursor: cursorParam,
});
