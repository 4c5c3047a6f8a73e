import { NoticeQuery } from '../../lib/query/notice-query.ts';
import { filterNotices } from '../../lib/reference/filter-notices.ts';
import type { Handler } from '../context.ts';
import { referenceListHandler } from '../list-handler.ts';

/** GET /v1/notices: Federal Register actions that reach wine, by publication date. */
export const listNotices: Handler = referenceListHandler(NoticeQuery, ({ notices }, filter) => filterNotices(notices, filter));
