/**
 * The OpenAPI document of the API: the route table, the shared error shapes
 * and what the document says about itself. The build writes it to
 * /api/v1/openapi.json; the contract and lint tests generate it in process.
 */
import * as z from 'zod';
import { buildOpenApi } from '../lib/openapi/build-openapi.ts';
import { DatasetVersions } from '../lib/schema/envelope.ts';
import type { ContractVersions } from '../lib/schema/static-files.ts';
import { AmbiguousLineProblem, AmbiguousProblem } from './ambiguous-problem.ts';
import { API_TAGS } from './api-tags.ts';
import { BadFilter } from './bad-filter.ts';
import { CONTRACT_VERSIONS } from './contract-versions.ts';
import { MCP_TOOLS } from './mcp/mcp-tools.ts';
import { MCP_ENDPOINT } from './mcp/with-mcp.ts';
import { Problem } from './problem.ts';
import type { Route } from './router.ts';
import { ROUTES } from './routes.ts';

const DESCRIPTION = [
  'The Harmonized Tariff Schedule of the United States as data, and duty estimates that compute or refuse: a number with the arithmetic that produced it, or `dutyUsd: null` with the reason. Unofficial: U.S. Customs and Border Protection determines the duty owed.',
  'Every endpoint works without credentials; an API key (`Authorization: Bearer <API_KEY>`) raises the daily budget and the `/v1/changes` history window and never changes the data. Metered operations answer 401 for a key that is not valid, 429 when the day\'s budget is spent and 503 when the budget store cannot be reached, and carry RateLimit headers. The parameterless answers (release, customs rules, sources, plans, version) are static files served by the CDN and count against no budget.',
  'Errors are RFC 9457 problem documents (`application/problem+json`); invalid filters on `/v1/tariffs`, `/v1/countries`, `/v1/ports` and `/v1/notices` are the bad-filter body `{error, details[]}`. A path the API does not have is a 404 problem; a path it has, called with another method, is a 405 problem with `Allow`; `OPTIONS` is the CORS preflight (204); `HEAD` is answered wherever `GET` is.',
  'Every JSON body carries `datasetVersions`. The contract version is in the path (`/v1`); a deprecated version is signalled with `Deprecation`, `Sunset` and `Link rel="deprecation"` headers and a `deprecation` block in every body.',
  `For AI assistants, \`POST ${MCP_ENDPOINT}\` is a Model Context Protocol server (streamable HTTP, stateless) whose tools are operations of this document: ${MCP_TOOLS.map((t) => `\`${t.name}\` (${t.operationId})`).join(', ')}. A tool call answers what its operation answers (its errors as tool errors carrying the problem) and counts what it counts; \`initialize\` and \`tools/list\` count nothing.`,
].join('\n\n');

/**
 * @param origin where the site is served (Astro's `site`); the contact page lives there.
 * @param routes the route table, ROUTES unless a test documents another.
 */
export const openApiDocument = (origin: string, routes: readonly Route[] = ROUTES, contract: ContractVersions = CONTRACT_VERSIONS) =>
  buildOpenApi(
    routes,
    {
      problems: { Problem, AmbiguousProblem, AmbiguousLineProblem },
      badFilter: BadFilter,
      envelope: z.object({ datasetVersions: DatasetVersions }),
    },
    {
      info: {
        title: 'US tariff schedule and duty estimates (unofficial)',
        summary: 'Contract v1. The schedule as data, and duty estimates that compute or refuse. Not official.',
        version: contract.versions.find((v) => v.status === 'current')?.changelog.at(-1)?.version ?? 'v1',
        description: DESCRIPTION,
        contact: { name: 'The maintainers of this unofficial service (API keys, corrections)', url: `${origin.replace(/\/$/, '')}/api/` },
        license: {
          name: 'Public domain: HTS and Census data are works of the U.S. Government (17 U.S.C. 105); this compilation is unofficial and without warranty',
          url: 'https://www.copyright.gov/title17/92chap1.html#105',
        },
      },
      servers: [{ url: '/', description: 'The site that serves this document' }],
      tags: API_TAGS,
    },
  );
