import { matchedIn } from '../../lib/query/heading-search.ts';
import { readParams } from '../../lib/query/read-params.ts';
import { TariffQuery } from '../../lib/query/tariff-query.ts';
import { problem } from '../app.ts';
import { ambiguousLine } from '../ambiguous-line.ts';
import { resolveAsOf, systemClock, type Clock } from '../as-of.ts';
import type { HtsStore } from '../../lib/query/hts-store.ts';
import type { AsOfRevision } from '../../lib/schema/line-history.ts';
import type { TariffLine } from '../../lib/schema/tariff-line.ts';
import type { Ctx, Handler, Reply } from '../context.ts';
import { pageWindow } from '../paging.ts';

/** GET /v1/tariffs: docs/CONTRACT.md 2.3 envelope, schedule order. The filters scan compact columns; only the page's lines are unpacked. */
export const listTariffs: Handler = async (ctx) => {
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
  const lines = await store.lines(matches.subarray(page.start, page.end));
  // With q, each line says why it matched (the words of the corrected query, when corrected).
  const groups = filters.q === undefined ? undefined : await store.plan(corrected?.q ?? filters.q);
  const items = groups ? lines.map((l) => ({ ...l, matched: matchedIn(groups, l) })) : lines;
  return {
    kind: 'json',
    status: 200,
    body: { total: page.total, items, nextCursor: page.nextCursor, ...(corrected ? { corrections: corrected.corrections } : {}), ...envelope },
  };
};

/**
 * GET /v1/tariffs/{htsno}: one line, or 409 with the first candidates when the prefix is ambiguous. With
 * `asOf`, the line as the archived revision in force on that date published it (src/http/as-of.ts), with the
 * chapter 99 headings its footnotes named as they stood then.
 */
export const createGetTariff =
  (now: Clock = systemClock): Handler =>
  async (ctx) => {
    const asOf = ctx.url.searchParams.getAll('asOf');
    if (asOf.length > 1) return problem(400, 'bad-request', 'asOf: give one date', { errors: [{ field: 'asOf', message: 'given more than once' }] });
    return asOf.length === 0 ? currentLine(ctx) : lineAsOf(ctx, asOf[0]!, now);
  };

const lineAsOf = async (ctx: Ctx, date: string, now: Clock): Promise<Reply> => {
  const resolved = await resolveAsOf(ctx.deps, ctx.caller, date, now);
  if (!resolved.ok) return resolved.reply;
  return answerLine(ctx, await resolved.stores.storeAt(resolved.at), resolved.asOf);
};

const currentLine = async (ctx: Ctx): Promise<Reply> => answerLine(ctx, (await ctx.deps.hts()).store);

/** One lookup answered from the current schedule, or (with asOf) from the revision in force then, named in the answer. */
const answerLine = async (ctx: Ctx, store: HtsStore, asOf?: AsOfRevision): Promise<Reply> => {
  const input = ctx.params.htsno ?? '';
  const found = await store.lookup(input);
  const named = asOf ? { asOf } : undefined;
  switch (found.kind) {
    case 'malformed':
      return problem(400, 'bad-request', 'A tariff number is 2 to 10 digits, dots optional, e.g. 2204.21.50.05');
    case 'not-found': {
      const schedule = asOf ? `${asOf.release} (in force on ${asOf.date})` : ctx.envelope.htsRelease;
      return problem(404, 'not-found', `No line of ${schedule} starts with ${input.slice(0, 20)}`, named);
    }
    case 'ambiguous':
      return ambiguousLine(found, `${found.total} lines ${asOf ? `of ${asOf.release} ` : ''}start with this number; choose one`, named);
    case 'found':
      if (!asOf) return { kind: 'json', status: 200, body: { ...found.line, ...ctx.envelope } };
      return { kind: 'json', status: 200, body: { ...found.line, asOf, chapter99Headings: await headingsThen(store, found.line), ...ctx.envelope } };
  }
};

/** The chapter 99 headings a line's footnotes name, as the same store (the same revision) has them. */
const headingsThen = async (store: HtsStore, line: TariffLine) => {
  const chapter99 = line.chapter99.length > 0 ? await store.chapter('99') : undefined;
  return line.chapter99.map((htsno) => {
    const heading = chapter99?.get(htsno.replaceAll('.', ''));
    return heading
      ? { htsno: heading.htsno, description: heading.description, descriptionPath: heading.descriptionPath, general: heading.general.text, found: true as const }
      : { htsno, found: false as const };
  });
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
    },
  };
};
