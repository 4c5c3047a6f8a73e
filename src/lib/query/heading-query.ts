import * as z from 'zod';
import { cursorParam, limitParam } from './params.ts';
import { TariffQuery } from './tariff-query.ts';

/** GET /v1/headings parameters. One schema: validation, types and OpenAPI. */
export const HeadingQuery = z.strictObject({
  q: TariffQuery.shape.q
    .unwrap()
    .describe(
      'Free text, read as for /v1/tariffs (every word at the start of a word of the description path or the number, through its stem or American spelling, or through a curated synonym); headings whose lines match are ranked as a customs broker would choose (README, Search)',
    ),
  limit: limitParam(10),
  cursor: cursorParam,
});
export type HeadingQuery = z.output<typeof HeadingQuery>;
