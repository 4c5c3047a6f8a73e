import { Chapter99Query } from '../../lib/query/chapter99-query.ts';
import { readParams } from '../../lib/query/read-params.ts';
import type { Handler } from '../context.ts';
import { badParams } from '../failure-reply.ts';
import { pageWindow } from '../paging.ts';

/**
 * GET /v1/chapter99: additional-duty headings, each with the lines whose footnotes point to it. Listed for checking,
 * never applied. Reads chapter 99 and the back-references the build computed, not the schedule.
 */
export const listChapter99: Handler = async (ctx) => {
  const query = readParams(Chapter99Query, ctx.url.searchParams);
  // Spec 7.2 gives the bad-filter body to four list endpoints only; here an invalid parameter is a 400 problem,
  // which has never listed `errors`.
  if (!query.ok) return badParams(query.error, false);
  const { store } = await ctx.deps.hts();
  const { chapter, headings, referencedBy } = await store.chapter99();
  const page = pageWindow(ctx, headings.length, query.value.limit, query.value.cursor);
  if (!page.ok) return badParams([page.detail], false);
  return {
    kind: 'json',
    status: 200,
    body: {
      total: page.total,
      items: headings.slice(page.start, page.end).map((local) => {
        const l = chapter.line(local);
        return {
          heading: l.htsno,
          description: l.description,
          descriptionPath: l.descriptionPath,
          general: l.general.text,
          rateKind: l.rateKind,
          parsed: l.parsed,
          referencedBy: referencedBy(l.htsno),
          applied: false,
        };
      }),
      nextCursor: page.nextCursor,
      note: 'Chapter 99 additional duties are listed for checking and are never folded into a computed duty.',
    },
  };
};
