/**
 * GET /v1/tariffs/{htsno}/history: the lineHistory use case, a page at a time. Entries published before the
 * caller's history window are left out and counted.
 */
import { systemClock, type Clock } from '../../app/caller.ts';
import { lineHistory } from '../../app/line-history.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { TariffHistoryQuery } from '../../lib/query/tariff-history-query.ts';
import type { Handler } from '../context.ts';
import { badParams, failureReply } from '../failure-reply.ts';
import { pageWindow } from '../paging.ts';

export const createTariffHistory =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const query = readParams(TariffHistoryQuery, ctx.url.searchParams);
    if (!query.ok) return badParams(query.error);
    const history = await lineHistory(ctx.deps, { htsno: ctx.params.htsno ?? '' }, ctx.caller, now);
    if (!history.ok) return failureReply(history.error);
    const { htsno, entries, window, omittedBeforeWindow, note } = history.value;
    const page = pageWindow(ctx, entries.length, query.value.limit, query.value.cursor);
    if (!page.ok) return badParams([page.detail]);
    return {
      kind: 'json',
      status: 200,
      body: { htsno, total: page.total, items: entries.slice(page.start, page.end), nextCursor: page.nextCursor, window, omittedBeforeWindow, note, ...ctx.envelope },
    };
  };

export const getTariffHistory: Handler = createTariffHistory();
