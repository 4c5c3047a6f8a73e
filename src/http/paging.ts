/** Offset paging behind an opaque cursor bound to the endpoint, its filters and the dataset versions. */
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { Ctx } from './context.ts';

export type Page<T> = { ok: true; items: T[]; total: number; nextCursor: string | null } | { ok: false; detail: string };

/** Which slice of a list of `total` items a request asks for, without the items: a list may be unpacked a page at a time. */
export type PageWindow = { ok: true; start: number; end: number; total: number; nextCursor: string | null } | { ok: false; detail: string };

/** The scope a cursor is valid for: path, every filter but the cursor and limit, and the data. */
const scopeOf = (ctx: Ctx): string => {
  const filters = [...ctx.url.searchParams].filter(([k]) => k !== 'cursor' && k !== 'limit').sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([ctx.url.pathname.replace(/\/$/, ''), filters, ctx.envelope.datasetVersions]);
};

export const pageWindow = (ctx: Ctx, total: number, limit: number, cursor: string | undefined): PageWindow => {
  const scope = scopeOf(ctx);
  let offset = 0;
  if (cursor !== undefined) {
    const decoded = decodeCursor(scope, cursor);
    if (decoded === null || decoded > total) return { ok: false, detail: 'cursor: not issued for this query, or the data has since changed; start again without it' };
    offset = decoded;
  }
  const end = Math.min(total, offset + limit);
  return { ok: true, start: offset, end, total, nextCursor: end < total ? encodeCursor(scope, end) : null };
};

export const paginate = <T>(ctx: Ctx, all: readonly T[], limit: number, cursor: string | undefined): Page<T> => {
  const w = pageWindow(ctx, all.length, limit, cursor);
  return w.ok ? { ok: true, items: all.slice(w.start, w.end), total: w.total, nextCursor: w.nextCursor } : w;
};
