import { answeredPages } from '../../lib/query/answered-pages.ts';
import { matchedIn } from '../../lib/query/heading-search.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { TariffQuery } from '../../lib/query/tariff-query.ts';
import { systemClock, type Clock } from '../../app/caller.ts';
import { lineAsOf, lineLookup } from '../../app/line-lookup.ts';
import { currencyFor, currencyNow } from '../../app/schedule-currency.ts';
import type { Handler } from '../context.ts';
import { badRequest, failureReply } from '../failure-reply.ts';
import { keptReply } from '../kept-replies.ts';
import { pageWindow } from '../paging.ts';

/** GET /v1/tariffs: docs/CONTRACT.md 2.3 envelope, schedule order. The filters scan compact columns; only the page's lines are unpacked. */
export const listTariffs: Handler = (ctx) => keptReply(ctx.deps, 'tariffs', ctx.url.pathname + ctx.url.search, () => listTariffsNow(ctx));

/** The answer depends on the query string alone (and the data): kept by it (kept-replies.ts). */
const listTariffsNow: Handler = async (ctx) => {
  const query = readParams(TariffQuery, ctx.url.searchParams);
  if (!query.ok) return { kind: 'bad-filter', details: query.error };
  const { store, envelope } = await ctx.deps.hts();
  const { limit, cursor, sort, ...filters } = query.value;
  const relevance = sort === 'relevance';
  let matches = await store.filter(filters, relevance);
  // Near misses only when the words as typed find nothing, and said in the answer.
  const corrected = matches.length === 0 && filters.q !== undefined ? await store.correct(filters.q) : null;
  if (corrected) matches = await store.filter({ ...filters, q: corrected.q }, relevance);
  const page = pageWindow(ctx, matches.length, limit, cursor);
  if (!page.ok) return { kind: 'bad-filter', details: [page.detail] };
  const window = matches.subarray(page.start, page.end);
  // With q, each line says why it matched (the words of the corrected query, when corrected); such a page is kept
  // (answered-pages.ts), so a repeated query or a walk back over its pages unpacks and explains nothing again.
  const q = corrected?.q ?? filters.q;
  const items =
    q === undefined
      ? await store.lines(window)
      : await answeredPages<object[]>(store, 'tariffs')(JSON.stringify([filters, q, relevance, page.start, page.end]), async () => {
          const [lines, groups] = await Promise.all([store.lines(window), store.plan(q)]);
          return lines.map((l) => ({ ...l, matched: matchedIn(groups, l) }));
        });
  return {
    kind: 'json',
    status: 200,
    body: { total: page.total, items, nextCursor: page.nextCursor, ...(corrected ? { corrections: corrected.corrections } : {}), ...envelope },
  };
};

/**
 * GET /v1/tariffs/{htsno}: one line, or 409 with the first candidates when the prefix is ambiguous. With
 * `asOf`, the line as the archived revision in force on that date published it (lineAsOf), with the chapter 99
 * headings its footnotes named as they stood then.
 */
export const createGetTariff =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const asOf = ctx.url.searchParams.getAll('asOf');
    const htsno = ctx.params.htsno ?? '';
    if (asOf.length > 1) return badRequest('asOf', 'given more than once', 'asOf: give one date');
    const today = now().toISOString().slice(0, 10);
    if (asOf.length === 0) {
      // Today's line depends on the number and the day (the schedule's currency on it): kept by both. With asOf it
      // depends on the caller's window.
      return keptReply(ctx.deps, 'tariff', `${today} ${htsno}`, async () => {
        const found = await lineLookup(ctx.deps, { htsno });
        if (!found.ok) return failureReply(found.error);
        const currency = await currencyFor(ctx.deps, { date: today, digits: found.value.digits });
        return { kind: 'json', status: 200, body: { ...found.value, ...(currency ? { scheduleCurrency: currency } : {}), ...ctx.envelope } };
      });
    }
    const then = await lineAsOf(ctx.deps, { htsno, asOf: asOf[0]! }, ctx.caller, now);
    if (!then.ok) return failureReply(then.error);
    const { line, asOf: revision, chapter99Headings } = then.value;
    // A date past the build's schedule (a later release, or a future date) is answered with its currency.
    const currency = await currencyFor(ctx.deps, { date: asOf[0]!, digits: line.digits });
    return { kind: 'json', status: 200, body: { ...line, asOf: revision, chapter99Headings, ...(currency ? { scheduleCurrency: currency } : {}), ...ctx.envelope } };
  };

export const getTariff: Handler = createGetTariff();

/** GET /v1/tariffs/release: the live revision, never read as a tariff number. */
export const getRelease: Handler = async (ctx) => {
  const { revision, envelope } = await ctx.deps.hts();
  return {
    kind: 'json',
    status: 200,
    body: {
      htsRelease: revision.htsRelease,
      revision: revision.id,
      publishedOn: revision.publishedOn,
      sha256: revision.sha256,
      contentSha256: revision.contentSha256,
      publisher: 'U.S. International Trade Commission',
      note: 'The publisher serves only its current revision; earlier revisions are in the change feed (/v1/changes), not here.',
      licence: envelope.licence,
      attribution: envelope.attribution,
      scheduleCurrency: await currencyNow(ctx.deps),
    },
  };
};
