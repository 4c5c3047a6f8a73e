/**
 * GET /v1/tariffs/{htsno}/history: the lineHistory use case, a page at a time. Entries published before the
 * caller's history window are left out and counted.
 */
import { systemClock, type Clock } from '../../app/caller.ts';
import { lineHistory } from '../../app/line-history.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { TariffHistoryQuery } from '../../lib/query/tariff-history-query.ts';
import { currencyFor } from '../../app/schedule-currency.ts';
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
    // A line's history runs to today: past the build's schedule, it says what the publisher issued since.
    const currency = await currencyFor(ctx.deps, { date: now().toISOString().slice(0, 10), digits: htsno.replace(/\./g, '') });
    const page = pageWindow(ctx, entries.length, query.value.limit, query.value.cursor);
    if (!page.ok) return badParams([page.detail]);
    return {
      kind: 'json',
      status: 200,
      body: { htsno, total: page.total, items: entries.slice(page.start, page.end), nextCursor: page.nextCursor, window, omittedBeforeWindow, note, ...(currency ? { scheduleCurrency: currency } : {}), ...ctx.envelope },
    };
  };

export const getTariffHistory: Handler = createTariffHistory();
