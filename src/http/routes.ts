import { Chapter99List, Healthz, ReleaseResponse, TariffLineResponse, TariffList } from '../lib/schema/api-responses.ts';
import { Chapter99Query } from '../lib/query/chapter99-query.ts';
import { TariffQuery } from '../lib/query/tariff-query.ts';
import { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { DutyRequest } from '../lib/schema/duty-request.ts';
import { listChapter99 } from './handlers/chapter99.ts';
import { postDutyEstimate } from './handlers/duty-estimate.ts';
import { DUTY_ESTIMATES_ROUTE } from './routes-batch.ts';
import { CHANGES_ATOM_ROUTE, CODE_CHECKS_ROUTE } from './routes-codes.ts';
import { healthz } from './handlers/healthz.ts';
import { getRelease, getTariff, listTariffs } from './handlers/tariffs.ts';
import { listHeadings } from './handlers/headings.ts';
import { HeadingQuery } from '../lib/query/heading-query.ts';
import { HeadingList } from '../lib/schema/heading-search.ts';
import { classifyDescription } from './handlers/classify.ts';
import { ClassifyAnswer, ClassifyQuery } from '../lib/schema/classify.ts';
import { getTariffHistory } from './handlers/tariff-history.ts';
import { TariffHistoryQuery, TariffLineQuery } from '../lib/query/tariff-history-query.ts';
import { LineHistoryResponse, TariffLineAsOfResponse } from '../lib/schema/line-history.ts';
import * as z from 'zod';
import { CALLER_ROUTES } from './routes-callers.ts';
import { REFERENCE_ROUTES } from './routes-reference.ts';
import type { Route } from './router.ts';

const badFilter = { description: 'Invalid filter: one detail per invalid parameter', kind: 'bad-filter' } as const;

/** Every endpoint the function answers. Literal paths come before parameters (docs/CONTRACT.md part 4 rule 3). */
export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/healthz',
    handler: healthz,
    uncached: true,
    operationId: 'getHealth',
    tags: ['Service'],
    summary: 'Liveness, dataset versions and declared coverage',
    description:
      'Alive whenever the function answers, even when the key and budget store is down: `keyStore.status` then says `unreachable` or `not-configured`. Not metered; never cached.',
    responses: { 200: { description: 'Alive', schema: Healthz } },
  },
  {
    method: 'GET',
    path: '/v1/tariffs',
    handler: listTariffs,
    metered: true,
    operationId: 'listTariffs',
    tags: ['Schedule'],
    summary: 'Tariff lines, filtered, in schedule order (or by relevance)',
    description:
      '`q` matches every word at the start of a word of the description path or the number, ignoring case, accents and punctuation, or through its stem, its American spelling or a curated synonym (docs/GUIDE.md, Search). `sort=relevance` ranks by how each line matched, ties in schedule order. When `q` as typed finds nothing, near misses (one edit, words of five letters or more) answer, named in `corrections`. Filters combine; an invalid one is a 400 bad-filter body, never a query run without it. Pages with `limit` and the opaque `nextCursor`.',
    query: TariffQuery,
    responses: { 200: { description: 'A page of lines (spec 2.3)', schema: TariffList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/headings',
    handler: listHeadings,
    metered: true,
    operationId: 'listHeadings',
    tags: ['Schedule'],
    summary: 'Headings whose lines match the words, ranked as a customs broker would choose',
    description:
      '`q` is read as for `/v1/tariffs`. Headings are ranked by the ranking model of the README (Search): the goods a heading names in its own text before goods its lines mention or exclude, the article before its material when the query names an article, chapters 1-97 before 98 and 99 unless the query gives a number, then the more specific heading. Each heading carries its chapter and section, its best lines (up to 5, with the general rate and its kind), how many of its lines match, why it matched (`matched`) and the `/v1/tariffs` request that lists all its matching lines. When nothing matches as typed, near misses answer (`corrections`); when no line holds every word, headings matching some of them (`partial`). Pages with `limit` and the opaque `nextCursor`.',
    query: HeadingQuery,
    responses: { 200: { description: 'A page of headings, best first', schema: HeadingList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/classify',
    handler: classifyDescription,
    metered: true,
    operationId: 'classifyProduct',
    tags: ['Schedule'],
    summary: 'From a product description to its likely headings and subheadings, each with why',
    description:
      "`description` is free text (up to 500 characters): what the product is, what it is made of, what it is for. It is read several ways (all its words; each phrase; the noun each phrase is about, with the materials named; each material with \"articles\"; the more general words WordNet 3.1 gives for that noun when the schedule may not use it) and each reading asks the heading search of `/v1/headings`; CBP rulings whose subjects name the goods vote for their headings too, a ruling on goods of the description's material family (plastics, steel, wood...) more and one of another family less, and one naming the description's words side by side more; headings are ranked by a vote over those rankings (docs/GUIDE.md, Classify). Each heading says why: which reading found it, where that reading ranked it, and the schedule words it matched in which line's text, or the ruling (number, subject, tariff number, date, page) whose subject named the goods. `subheadings` are lines under the best headings, one per six-digit subheading, with the general rate and its kind. A ranking of likely headings, not a binding classification: check the heading's text, its section and chapter notes and, for certainty, ask CBP for a binding ruling.",
    query: ClassifyQuery,
    responses: {
      200: { description: 'The likely headings and subheadings, best first', schema: ClassifyAnswer },
      400: { description: 'No description, one over 500 characters, a bad limit or an unknown parameter' },
    },
  },
  {
    method: 'GET',
    path: '/v1/tariffs/release',
    handler: getRelease,
    static: true,
    operationId: 'getRelease',
    tags: ['Schedule'],
    summary: 'The live HTS revision',
    description:
      "The publisher's release name verbatim, its publication date and the checksum of the export the service was built from. A static file: not metered, cached by the CDN. Routed before `/v1/tariffs/{htsno}`, so `release` is never read as a tariff number.",
    responses: { 200: { description: 'Release name verbatim, publication date, source checksum', schema: ReleaseResponse } },
  },
  {
    method: 'GET',
    path: '/v1/tariffs/{htsno}',
    handler: getTariff,
    metered: true,
    operationId: 'getTariff',
    tags: ['Schedule'],
    summary: 'One tariff line by number, dots optional; with asOf, as it stood on a date',
    description:
      'A number or prefix that matches one line answers it. A prefix that matches several lines is a 409 that picks none: `candidates` lists the first 50 in schedule order, `total` says how many matched and `listQuery` is the `/v1/tariffs` request that pages through all of them (lists search the current schedule). With `asOf=YYYY-MM-DD` the line is answered from the latest archived revision published on or before that date, named in `asOf`, with the chapter 99 headings its footnotes named as they stood then (`chapter99Headings`); lines since removed are found, a line not yet created is a 404. Publication and legal effective dates can differ.',
    pathParams: { htsno: 'A tariff number or prefix of 2 to 10 digits, dots optional: 2204.21.50.05, 2204215005 or 2204.21' },
    query: TariffLineQuery,
    responses: {
      200: { description: 'The line, with the rate that applies in each column and where it came from; with asOf, also `asOf` and `chapter99Headings`', schema: z.union([TariffLineResponse, TariffLineAsOfResponse]) },
      400: { description: 'Malformed tariff number (not 2 to 10 digits) or asOf (not a YYYY-MM-DD date, or given twice)' },
      402: { description: "asOf lies beyond the caller's plan history window" },
      404: { description: 'No line starts with this number (in the revision in force on asOf, when given)' },
      409: { description: 'Several lines start with this number: the first 50 `candidates`, their `total` and the `listQuery` that lists them all', problem: 'AmbiguousLineProblem' },
      422: { description: 'asOf is before the first archived revision' },
    },
  },
  {
    method: 'GET',
    path: '/v1/tariffs/{htsno}/history',
    handler: getTariffHistory,
    metered: true,
    operationId: 'getTariffHistory',
    tags: ['Schedule'],
    summary: "One line's history: every archived revision in which it changed",
    description:
      "Oldest first: the line as the first archived revision holds it (`held`, the start of retention), then each revision that added, removed or modified it, with the fields before and after as /v1/changes shows them and the line's state after. Entries published before the caller's plan history window are left out and counted in `omittedBeforeWindow`. The number must be a whole line's (dots optional), not a prefix.",
    pathParams: { htsno: "A line's tariff number, dots optional: 0201.30.50.85 or 0201305085" },
    query: TariffHistoryQuery,
    responses: {
      200: { description: "A page of the line's history", schema: LineHistoryResponse },
      400: { description: 'Malformed tariff number, limit or cursor, or an unknown parameter' },
      404: { description: 'No archived revision has a line with this number' },
    },
  },
  {
    method: 'GET',
    path: '/v1/chapter99',
    handler: listChapter99,
    metered: true,
    operationId: 'listChapter99',
    tags: ['Schedule'],
    summary: 'Chapter 99 additional-duty headings, for checking; never applied',
    description:
      'Each heading of chapter 99 with the lines whose footnotes point to it, in schedule order. For the importer to check: the service never decides that one applies and never folds one into an estimate.',
    query: Chapter99Query,
    responses: { 200: { description: 'A page of headings with the lines that point to them', schema: Chapter99List }, 400: { description: 'Invalid limit or cursor, or an unknown parameter' } },
  },
  {
    method: 'POST',
    path: '/v1/duty-estimate',
    handler: postDutyEstimate,
    metered: true,
    operationId: 'estimateDuty',
    tags: ['Estimate'],
    summary: 'Estimate the duty on one shipment: a number with its arithmetic, or dutyUsd null with a reason',
    description:
      'Computes or refuses. A rate that cannot be priced (a refused kind, a missing quantity, a missing alcoholByVolume for a proof-litre term) is a 200 with dutyUsd null, applicable false, notApplicableBecause and a machine-readable `refusal`. Never folds in chapter 99 duties, never applies a trade programme. alcoholByVolume is percent by volume: 12.5 means 12.5%.',
    body: DutyRequest,
    responses: {
      200: { description: 'The estimate, or a refusal to price (spec 2.5)', schema: DutyEstimate },
      400: { description: 'Malformed body: invalid JSON, wrong types, negative or non-finite numbers, unknown keys or units, unknown country, or a query parameter (everything goes in the body); `errors` names each field' },
      404: { description: 'No line of the schedule has this tariff number' },
      402: { description: "asOf lies beyond the caller's plan history window" },
      409: { description: 'The tariff number is a prefix of several lines: the first 50 `candidates`, their `total` and the `listQuery` that lists them all', problem: 'AmbiguousLineProblem' },
      422: { description: 'asOf is before the first archived revision' },
    },
  },
  DUTY_ESTIMATES_ROUTE,
  CODE_CHECKS_ROUTE,
  CHANGES_ATOM_ROUTE,
  ...REFERENCE_ROUTES,
  ...CALLER_ROUTES,
];
