import { NoticeQuery } from '../../lib/query/notice-query.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { filterNotices } from '../../lib/reference/filter-notices.ts';
import type { Handler } from '../context.ts';
import { paginate } from '../paging.ts';

/** GET /v1/notices: Federal Register actions that reach wine, by publication date. */
export const listNotices: Handler = async (ctx) => {
  const query = readParams(NoticeQuery, ctx.url.searchParams);
  if (!query.ok) return { kind: 'bad-filter', details: query.error };
  const { limit, cursor, ...filter } = query.value;
  const { notices } = await ctx.deps.reference();
  const page = paginate(ctx, filterNotices(notices, filter), limit, cursor);
  if (!page.ok) return { kind: 'bad-filter', details: [page.detail] };
  return { kind: 'json', status: 200, body: { total: page.total, items: page.items, nextCursor: page.nextCursor } };
};
