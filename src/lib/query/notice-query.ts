import * as z from 'zod';
import { NoticeType } from '../schema/notice.ts';
import { booleanParam, cursorParam, dateParam, limitParam } from './params.ts';

/** GET /v1/notices filters. `from` and `to` bound the publication date, both inclusive; see filterNotices. */
export const NoticeQuery = z
  .strictObject({
    q: z.string().trim().min(1, 'must not be empty').optional().describe('Every whitespace-separated token must occur in the citation, document number, title, agency, type detail or wine effect'),
    from: dateParam.optional().describe('Earliest publication date, YYYY-MM-DD, inclusive; undated notices are left out'),
    to: dateParam.optional().describe('Latest publication date, YYYY-MM-DD, inclusive; undated notices are left out'),
    type: NoticeType.optional().describe('Federal Register document type'),
    wineOnly: booleanParam.optional().describe('true keeps actions that target wine specifically; false the all-goods actions that reach it'),
    limit: limitParam(20),
    cursor: cursorParam,
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    path: ['from'],
    message: 'must not be after to',
  });
export type NoticeQuery = z.output<typeof NoticeQuery>;
