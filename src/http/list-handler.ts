/**
 * A list endpoint over the reference data (countries, ports, notices): its filters read from the query string, the
 * records they keep, a page of them. An invalid filter or cursor is the bad-filter body (docs/CONTRACT.md 7.2).
 */
import type { z } from 'zod';
import type { ReferenceIndex } from '../lib/datasets/reference-index.ts';
import { readParams } from '../lib/query/read-params.ts';
import type { Handler } from './context.ts';
import { paginate } from './paging.ts';

/** Every list query pages with `limit` and `cursor`; the rest of it is the filter. */
type Filter<S extends z.ZodObject> = Omit<z.output<S>, 'limit' | 'cursor'>;

export const referenceListHandler =
  <S extends z.ZodObject<{ limit: z.ZodType<number, unknown>; cursor: z.ZodType<string | undefined, unknown> }>, T>(
    schema: S,
    select: (reference: ReferenceIndex, filter: Filter<S>) => readonly T[],
  ): Handler =>
  async (ctx) => {
    const query = readParams(schema, ctx.url.searchParams);
    if (!query.ok) return { kind: 'bad-filter', details: query.error };
    const { limit, cursor, ...filter } = query.value as z.output<S> & { limit: number; cursor?: string };
    const page = paginate(ctx, select(await ctx.deps.reference(), filter as Filter<S>), limit, cursor);
    if (!page.ok) return { kind: 'bad-filter', details: [page.detail] };
    return { kind: 'json', status: 200, body: { total: page.total, items: page.items, nextCursor: page.nextCursor } };
  };
