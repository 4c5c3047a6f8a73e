import { ChangeWatchQuery } from '../lib/query/change-query.ts';
import { CountryQuery } from '../lib/query/country-query.ts';
import { NoticeQuery } from '../lib/query/notice-query.ts';
import { PortQuery } from '../lib/query/port-query.ts';
import {
  ChangesPage,
  CountryList,
  CountryResponse,
  CustomsRulesResponse,
  HistoryCoverage,
  NoticeList,
  PortList,
  PortResponse,
  SourcesResponse,
} from '../lib/schema/reference-responses.ts';
import { listChanges } from './handlers/changes.ts';
import { getCountry, listCountries } from './handlers/countries.ts';
import { listCustomsRules } from './handlers/customs-rules.ts';
import { getHistoryCoverage } from './handlers/history.ts';
import { listNotices } from './handlers/notices.ts';
import { getPort, listPorts } from './handlers/ports.ts';
import { listSources } from './handlers/sources.ts';
import type { Route } from './router.ts';

const badFilter = { description: 'Invalid filter: one detail per invalid parameter', kind: 'bad-filter' } as const;

/**
 * Reference data (countries, ports, notices, customs rules) and history
 * (changes, coverage, sources). Data endpoints are metered; coverage and
 * sources describe the service and are not.
 */
export const REFERENCE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/v1/countries',
    handler: listCountries,
    metered: true,
    operationId: 'listCountries',
    tags: ['Reference'],
    summary: 'Schedule C countries with ISO codes and trade-programme eligibility, in Census code order',
    description: 'Each programme says whether goods of the country that qualify can claim it today (a lapsed programme such as GSP is listed but not claimable).',
    query: CountryQuery,
    responses: { 200: { description: 'A page of countries', schema: CountryList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/countries/{code}',
    handler: getCountry,
    metered: true,
    operationId: 'getCountry',
    tags: ['Reference'],
    summary: 'One country by ISO alpha-2, Schedule C code or name, case-insensitive',
    description: 'FR, 4279 and France name the same country. column2 true means the column 2 rates apply.',
    pathParams: { code: 'ISO 3166-1 alpha-2 code, Schedule C code or country name, case-insensitive: FR, 4279 or France' },
    responses: { 200: { description: 'The country', schema: CountryResponse }, 404: { description: 'No country has this code or name' } },
  },
  {
    method: 'GET',
    path: '/v1/ports',
    handler: listPorts,
    metered: true,
    operationId: 'listPorts',
    tags: ['Reference'],
    summary: 'Schedule D customs districts and ports of entry in one list, told apart by kind, in code order',
    description: 'Statistical pseudo-codes of the Census file (5901, 7000, 7010) are not ports of entry and are never listed.',
    query: PortQuery,
    responses: { 200: { description: 'A page of districts and ports', schema: PortList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/ports/{code}',
    handler: getPort,
    metered: true,
    operationId: 'getPort',
    tags: ['Reference'],
    summary: 'One district (with the ports reporting to it) or port, by code or name',
    description:
      'Digits are a code only (3 means district 03, 101 means port 0101). A name matching several ports is a 409 that lists every one of them in code order and picks none.',
    pathParams: { code: 'A district code (1 or 2 digits), a port code (3 or 4 digits) or a name, case-insensitive' },
    responses: {
      200: { description: 'The district or port', schema: PortResponse },
      404: { description: 'No district or port has this code or name' },
      409: { description: 'Several ports have this name; `candidates` lists every one as {code, description, kind, district}' },
    },
  },
  {
    method: 'GET',
    path: '/v1/notices',
    handler: listNotices,
    metered: true,
    operationId: 'listNotices',
    tags: ['Reference'],
    summary: 'Federal Register tariff actions that reach wine, by publication date',
    description: 'from after to, or a date that is not a calendar day, is a bad filter.',
    query: NoticeQuery,
    responses: { 200: { description: 'A page of notices', schema: NoticeList }, 400: badFilter },
  },
  {
    method: 'GET',
    path: '/v1/customs-rules',
    handler: listCustomsRules,
    static: true,
    operationId: 'listCustomsRules',
    tags: ['Reference'],
    summary: '19 CFR citations for entry, classification, valuation, liquidation, protest, rulings and fees, with eCFR addresses',
    description: 'The curated citations grouped by topic, each with its eCFR address. A static file: not metered, cached by the CDN.',
    responses: { 200: { description: 'Citations grouped by topic', schema: CustomsRulesResponse } },
  },
  {
    method: 'GET',
    path: '/v1/changes',
    handler: listChanges,
    metered: true,
    operationId: 'listChanges',
    tags: ['History'],
    summary: 'What changed in a dataset since a date: field-level differences between consecutive archived HTS revisions',
    description:
      '`since` selects whole revisions by their publication day (UTC). Only hts has an archive: for countries and notices only the current build is held, ' +
      'so any valid since inside retention is an empty page that says so. The current schedule is never presented as history. ' +
      '`htsno` watches a list: up to 100 numbers or prefixes, and only the changes that touch them (the same feed filtered; paging as without it). `/v1/changes.atom` gives the same changes as an Atom feed.',
    query: ChangeWatchQuery,
    responses: {
      200: { description: 'A page of changes, oldest first', schema: ChangesPage },
      400: { description: 'since missing or malformed, or another invalid parameter; `errors` names each' },
      402: { description: "since lies beyond the caller's plan history window" },
      422: { description: 'since is before history retention began (the first archived revision)' },
      503: { description: 'This build holds no revision archive' },
    },
  },
  {
    method: 'GET',
    path: '/v1/history/coverage',
    handler: getHistoryCoverage,
    operationId: 'getHistoryCoverage',
    tags: ['History'],
    summary: 'How far back the archive reaches: first and last revision held, their dates and count, per dataset',
    description: 'Describes the service rather than its data, so it is not metered. 503 when the build holds no revision archive.',
    responses: {
      200: { description: 'Coverage per dataset', schema: HistoryCoverage },
      503: { description: 'This build holds no revision archive' },
    },
  },
  {
    method: 'GET',
    path: '/v1/sources',
    handler: listSources,
    static: true,
    operationId: 'listSources',
    tags: ['Service'],
    summary: 'Every upstream with its address, publisher, licence, release, own date and checksum; every rejected source with the reason; declared gaps',
    description:
      'Where every dataset comes from and on what terms, every source that was evaluated and rejected with the reason, and what the service does not cover. A static file: not metered, cached by the CDN.',
    responses: { 200: { description: 'Sources, rejections and gaps', schema: SourcesResponse } },
  },
];
