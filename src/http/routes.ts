import { Chapter99List, Healthz, ReleaseResponse, TariffLineResponse, TariffList } from '../lib/schema/api-responses.ts';
import { Chapter99Query } from '../lib/query/chapter99-query.ts';
import { TariffQuery } from '../lib/query/tariff-query.ts';
import { DutyEstimate } from '../lib/schema/duty-estimate.ts';
import { DutyRequest } from '../lib/schema/duty-request.ts';
import { listChapter99 } from './handlers/chapter99.ts';
import { postDutyEstimate } from './handlers/duty-estimate.ts';
import { healthz } from './handlers/healthz.ts';
import { getRelease, getTariff, listTariffs } from './handlers/tariffs.ts';
import { CALLER_ROUTES } from './routes-callers.ts';
import { REFERENCE_ROUTES } from './routes-reference.ts';
import type { Route } from './router.ts';

const badFilter = { description: 'Invalid filter: one detail per invalid parameter', kind: 'bad-filter' } as const;

/** Every endpoint the function answers. Literal paths come before parameters (spec part 4 rule 3). */
export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/healthz',
    handler: healthz,
    summary: 'Liveness, dataset versions and declared coverage',
    responses: { 200: { description: 'Alive', schema: Healthz } },
  },
  {
    method: 'GET',
    path: '/v1/tariffs',
    handler: listTariffs,
    metered: true,
    summary: 'Tariff lines, filtered, in schedule order',
    query: TariffQuery,
    responses: { 200: { description: 'A page of lines (spec 2.3)', schema: TariffList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/tariffs/release',
    handler: getRelease,
    static: true,
    summary: 'The live HTS revision',
    responses: { 200: { description: 'Release name verbatim, publication date, source checksum', schema: ReleaseResponse } },
  },
  {
    method: 'GET',
    path: '/v1/tariffs/{htsno}',
    handler: getTariff,
    metered: true,
    summary: 'One tariff line by number, dots optional',
    description: 'A prefix that matches several lines is a 409 listing every candidate; the service never picks one.',
    responses: {
      200: { description: 'The line, with the rate that applies in each column and where it came from', schema: TariffLineResponse },
      400: { description: 'Malformed tariff number' },
      404: { description: 'No line starts with this number' },
      409: { description: 'Several lines start with this number; `candidates` lists them' },
    },
  },
  {
    method: 'GET',
    path: '/v1/chapter99',
    handler: listChapter99,
    metered: true,
    summary: 'Chapter 99 additional-duty headings, for checking; never applied',
    query: Chapter99Query,
    responses: { 200: { description: 'A page of headings with the lines that point to them', schema: Chapter99List }, 400: { description: 'Invalid limit or cursor, or an unknown parameter' } },
  },
  {
    method: 'POST',
    path: '/v1/duty-estimate',
    handler: postDutyEstimate,
    metered: true,
    summary: 'Estimate the duty on one shipment: a number with its arithmetic, or dutyUsd null with a reason',
    description:
      'Computes or refuses. A rate that cannot be priced (a refused kind, a missing quantity, a missing alcoholByVolume for a proof-litre term) is a 200 with dutyUsd null, applicable false, notApplicableBecause and a machine-readable `refusal`. Never folds in chapter 99 duties, never applies a trade programme. alcoholByVolume is percent by volume: 12.5 means 12.5%.',
    body: DutyRequest,
    responses: {
      200: { description: 'The estimate, or a refusal to price (spec 2.5)', schema: DutyEstimate },
      400: { description: 'Malformed body: invalid JSON, wrong types, negative or non-finite numbers, unknown keys or units, unknown country; `errors` names each field' },
      404: { description: 'No line of the schedule has this tariff number' },
      409: { description: 'The tariff number is a prefix of several lines; `candidates` lists them' },
      413: { description: 'The body is larger than 64 KB' },
      415: { description: 'The body is not sent as JSON' },
    },
  },
  ...REFERENCE_ROUTES,
  ...CALLER_ROUTES,
];
