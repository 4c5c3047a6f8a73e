import { findHeadings } from '../../lib/query/heading-search.ts';
import { HeadingQuery } from '../../lib/query/heading-query.ts';
import { readParams } from '../../lib/query/read-params.ts';
import type { Handler } from '../context.ts';
import { keptReply } from '../kept-replies.ts';
import { pageWindow } from '../paging.ts';

/** GET /v1/headings: headings whose lines match `q`, ranked (README, Search); only the page's best lines are unpacked. */
export const listHeadings: Handler = (ctx) => keptReply(ctx.deps, 'headings', ctx.url.pathname + ctx.url.search, () => listHeadingsNow(ctx));

/** The answer depends on the query string alone (and the data): kept by it (kept-replies.ts). */
const listHeadingsNow: Handler = async (ctx) => {
  const query = readParams(HeadingQuery, ctx.url.searchParams);
  if (!query.ok) return { kind: 'bad-filter', details: query.error };
  const { store, sections, envelope } = await ctx.deps.hts();
  const { q, limit, cursor } = query.value;
  const found = await findHeadings(store, sections, q);
  const page = pageWindow(ctx, found.total, limit, cursor);
  if (!page.ok) return { kind: 'bad-filter', details: [page.detail] };
  const items = await found.items(page.start, page.end);
  return {
    kind: 'json',
    status: 200,
    body: {
      total: page.total,
      items,
      nextCursor: page.nextCursor,
      ...(found.corrections ? { corrections: found.corrections } : {}),
      ...(found.partial ? { partial: true } : {}),
      ...envelope,
    },
  };
};
