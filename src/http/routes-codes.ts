import * as z from 'zod';
import { CodeCheckRequest, MAX_CODE_CHECKS } from '../lib/schema/code-check.ts';
import { CodeChecksResponse } from '../lib/schema/code-checks-response.ts';
import { IsoDate } from '../lib/schema/revision.ts';
import { codeChecksCost, postCodeChecks } from './handlers/code-checks.ts';
import { getChangesAtom, MAX_WATCH_FEED_ENTRIES } from './handlers/changes-atom.ts';
import { WatchFeedQuery } from '../lib/query/change-query.ts';
import type { Route } from './router.ts';
import { formatCount } from '../lib/site/format.ts';

/** POST /v1/code-checks: a catalogue of codes checked at once. Counts one request per code against the budget. */
export const CODE_CHECKS_ROUTE: Route = {
  method: 'POST',
  path: '/v1/code-checks',
  handler: postCodeChecks,
  metered: true,
  meterCost: codeChecksCost,
  operationId: 'checkCodes',
  tags: ['Schedule'],
  summary: 'Check a catalogue of 1 to 5,000 tariff numbers: current, removed (with successors), never-existed (with suggestions) or not-classifiable',
  description:
    'Each code is answered on its own, in the order sent, against the current schedule or, with `asOf`, the archived revision in force on that date: ' +
    '`current` (the line, its level, whether it is classifiable, its description path and rates); `removed` (the revision that removed it, the line as it last stood, ' +
    'its `successors`, each naming the rule that made it one, or `noSuccessor` with the reason); `never-existed` (`suggestions`: likely typos of real lines, then the nearest lines by prefix); ' +
    '`not-classifiable` (a chapter, heading or subheading: its 10-digit lines, the count and the first 50); `invalid` (not readable as a code; the others are answered as usual). ' +
    '`counts` gives the number per status. **Budget: a check counts as many requests as it has codes**; it is admitted only when all of them fit. ' +
    'Send `Accept: text/csv` for the answer as CSV (one row per code).',
  query: z.strictObject({
    asOf: IsoDate.optional().describe('With a CSV body only (a JSON body carries asOf in it): check against the schedule in force on this date'),
  }),
  body: CodeCheckRequest,
  csvBody:
    'A header row naming a `code` column (or `htsno`; case ignored; other columns are allowed and ignored), then one row per code. Codes are read as text, so leading zeros stay. ' +
    'A file of one column without a header, whose first cell is a tariff number, is read as a list of codes. A row that cannot be read is that code\'s `invalid`',
  maxBody: '2 MB',
  responses: {
    200: {
      description: 'One result per code, in order, and the counts per status',
      schema: CodeChecksResponse,
      csv: 'With `Accept: text/csv`: a header row (row, code, status, htsno, description, general, removedIn, removedOn, successors, suggestions, lines, note) and a row per code; successors and suggestions are numbers separated by spaces',
    },
    400: { description: 'Malformed envelope: not JSON, not UTF-8, no `codes`, zero codes, an unknown key, asOf not a date; a CSV without a `code` column; or a query parameter other than asOf with a CSV body. `errors` names each field. Codes that cannot be read are answered as `invalid` in the 200' },
    402: { description: "asOf lies beyond the caller's plan history window" },
    413: { description: `More than ${formatCount(MAX_CODE_CHECKS)} codes, or a body over 2 MB` },
    422: { description: 'asOf is before the first archived revision' },
  },
};

/** GET /v1/changes.atom: a watch list's changes (or the whole schedule's) as an Atom feed, from the function. */
export const CHANGES_ATOM_ROUTE: Route = {
  method: 'GET',
  path: '/v1/changes.atom',
  handler: getChangesAtom,
  metered: true,
  operationId: 'getChangesFeed',
  tags: ['History'],
  summary: 'The change feed as Atom 1.0: a watch list of tariff numbers, for a feed reader',
  description:
    'With `htsno` (as on `/v1/changes`): an entry per change to those lines, the lines under them and the headings above them, newest first, at most ' +
    `${MAX_WATCH_FEED_ENTRIES}. Without it: the whole schedule's feed, an entry per revision (the static \`/api/v1/changes.atom\` holds the same, unmetered). ` +
    'Links are absolute, on the site\'s main address (Netlify\'s URL), else the address the request came to.',
  query: WatchFeedQuery,
  responses: {
    200: { description: 'An Atom 1.0 feed', atom: 'An Atom 1.0 document (RFC 4287): entries newest first, each linking to the change on the site' },
    400: { description: 'since or htsno malformed (more than 100 numbers, an entry that is not 2 to 10 digits), or an unknown parameter; `errors` names each' },
    402: { description: "since lies beyond the caller's plan history window" },
    422: { description: 'since is before history retention began (the first archived revision)' },
    503: { description: 'This build holds no revision archive' },
  },
};
