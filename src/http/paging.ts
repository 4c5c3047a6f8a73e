/** Offset paging behind an opaque cursor bound to the endpoint, its filters and the dataset versions. */
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { Ctx } from './context.ts';

export type Page<T> = { ok: true; items: T[]; total: number; nextCursor: string | null } | { ok: false; detail: string };

/** The scope a cursor is valid for: path, every filter but the cursor and limit, and the data. */
const scopeOf = (ctx: Ctx): string => {
  const filters = [...ctx.url.searchParams].filter(([k]) => k !== 'cursor' && k !== 'limit').sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([ctx.url.pathname.replace(/\/$/, ''), filters, ctx.envelope.datasetVersions]);
};

export const paginate = <T>(ctx: Ctx, all: readonly T[], limit: number, cursor: string | undefined): Page<T> => {
  const scope = scopeOf(ctx);
  let offset = 0;
  if (cursor !== undefined) {
    const decoded = decodeCursor(scope, cursor);
    if (decoded === null || decoded > all.length) return { ok: false, detail: 'cursor: not issued for this query, or the data has since changed; start again without it' };
    offset = decoded;
  }
  const items = all.slice(offset, offset + limit);
  const next = offset + items.length;
  return { ok: true, items, total: all.length, nextCursor: next < all.length ? encodeCursor(scope, next) : null };
};
