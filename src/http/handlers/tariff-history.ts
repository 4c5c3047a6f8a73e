/**
 * GET /v1/tariffs/{htsno}/history: every archived revision in which one line changed, oldest first, with the
 * fields before and after (as /v1/changes shows them) and the line's state after. Entries published before the
 * caller's history window are left out and counted. Reads one chapter's history file.
 */
import { isBeyondWindow } from '../../lib/changes/history-window.ts';
import { lineHistory } from '../../lib/history/line-history.ts';
import { normaliseHtsno } from '../../lib/query/hts-store.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { TariffHistoryQuery } from '../../lib/query/tariff-history-query.ts';
import { PUBLICATION_NOTE } from '../../lib/schema/line-history.ts';
import { problem } from '../app.ts';
import { detailsProblem } from '../details-problem.ts';
import { systemClock, windowOf, type Clock } from '../as-of.ts';
import type { Handler } from '../context.ts';
import { pageWindow } from '../paging.ts';

const badRequest = detailsProblem;

export const createTariffHistory =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const query = readParams(TariffHistoryQuery, ctx.url.searchParams);
    if (!query.ok) return badRequest(query.error);
    const input = ctx.params.htsno ?? '';
    const digits = normaliseHtsno(input);
    if (digits === null) return badRequest(['htsno: a tariff number is 2 to 10 digits, dots optional, e.g. 0201.30.50.85']);
    const stores = await ctx.deps.history();
    const { revisions } = await stores.index();
    const history = await stores.chapter(digits.slice(0, 2));
    const found = history ? lineHistory(history, revisions, digits) : { htsno: null, entries: [] };
    if (found.htsno === null) {
      return problem(404, 'not-found', `No archived revision has a line numbered ${input.slice(0, 20)}; history is kept per line, so give a whole line's number (see /v1/tariffs?htsno=${digits})`);
    }
    const window = windowOf(ctx.caller, now);
    const shown = found.entries.filter((e) => !isBeyondWindow(window, e.date));
    const page = pageWindow(ctx, shown.length, query.value.limit, query.value.cursor);
    if (!page.ok) return badRequest([page.detail]);
    return {
      kind: 'json',
      status: 200,
      body: {
        htsno: found.htsno,
        total: page.total,
        items: shown.slice(page.start, page.end),
        nextCursor: page.nextCursor,
        window,
        omittedBeforeWindow: found.entries.length - shown.length,
        note: `Revisions from ${revisions[0]!.release} (${revisions[0]!.publishedOn}, the start of retention: "held") to ${revisions.at(-1)!.release}. ${PUBLICATION_NOTE}`,
        ...ctx.envelope,
      },
    };
  };

export const getTariffHistory: Handler = createTariffHistory();
