/**
 * Real examples for the API page: at build time, after the datasets, each example request is sent to the API
 * itself (createApp over the files the build just wrote, the same data the deployed function serves) and the
 * answer is recorded in API_EXAMPLES_FILE, which the page reads (src/data/api-examples.ts). Long arrays are
 * shortened for reading, and say so.
 */
import { writeFileSync } from 'node:fs';
import type { Deps } from '../app/deps.ts';
import type { ExampleRequest, RecordedExample } from '../data/api-examples.ts';
import { createFunctionDeps } from '../data/function-deps.ts';
import { API_EXAMPLES_FILE, FUNCTION_DIR } from '../data/paths.ts';
import { createApp } from '../http/app.ts';
import { ROUTES } from '../http/routes.ts';

/** Example requests per operation ("METHOD /path" as in the OpenAPI document). */
export const EXAMPLE_REQUESTS: Record<string, ExampleRequest[]> = {
  'GET /healthz': [{ title: 'Liveness', method: 'GET', path: '/healthz' }],
  'GET /v1/tariffs': [
    { title: 'Free text over the description path', method: 'GET', path: '/v1/tariffs?q=sparkling%20wine&limit=2' },
    { title: 'Classifiable lines of a heading', method: 'GET', path: '/v1/tariffs?heading=2204&classifiable=true&limit=1' },
    { title: 'An invalid filter is a 400, never ignored', method: 'GET', path: '/v1/tariffs?chapter=2&limit=0' },
  ],
  'GET /v1/tariffs/release': [{ title: 'The live revision', method: 'GET', path: '/v1/tariffs/release' }],
  'GET /v1/tariffs/{htsno}': [
    { title: 'One line', method: 'GET', path: '/v1/tariffs/2204.21.50.05' },
    { title: 'A prefix matching several lines is a 409 with every candidate', method: 'GET', path: '/v1/tariffs/2204.21.50' },
  ],
  'GET /v1/chapter99': [{ title: 'The first headings', method: 'GET', path: '/v1/chapter99?limit=2' }],
  'POST /v1/duty-estimate': [
    {
      title: 'A specific rate: 750 liters of red wine',
      method: 'POST',
      path: '/v1/duty-estimate',
      body: { htsno: '2204.21.50.05', customsValueUsd: 3000, quantity: 750, quantityUnit: 'liter', countryOfOrigin: 'FR' },
    },
    {
      title: 'A refusal: the quantity the rate needs is missing',
      method: 'POST',
      path: '/v1/duty-estimate',
      body: { htsno: '2204.21.50.05', customsValueUsd: 3000 },
    },
  ],
  'POST /v1/code-checks': [
    {
      title: 'A removed line, a heading, a current line and a typo',
      method: 'POST',
      path: '/v1/code-checks',
      body: { codes: ['0201.30.50.85', '2204', '2204215005', '2240215005'] },
    },
  ],
  'GET /v1/changes.atom': [{ title: 'A watch list as Atom', method: 'GET', path: '/v1/changes.atom?since=2026-01-01&htsno=0201.30,2204.21.50.05' }],
  'POST /v1/duty-estimates': [
    {
      title: 'Two lines of an invoice, a shared origin, one refused: exact totals, complete false',
      method: 'POST',
      path: '/v1/duty-estimates',
      body: { lines: [{ htsno: '2204.21.50.05', customsValueUsd: 3000, litres: 750 }, { htsno: '2204.30.00.00', customsValueUsd: 2000, litres: 500 }], defaults: { countryOfOrigin: 'FR' } },
    },
  ],
  'GET /v1/countries': [{ title: 'Countries by name', method: 'GET', path: '/v1/countries?q=chile&limit=1' }],
  'GET /v1/countries/{code}': [{ title: 'One country by ISO code', method: 'GET', path: '/v1/countries/AU' }],
  'GET /v1/ports': [{ title: 'Ports of one district', method: 'GET', path: '/v1/ports?district=10&limit=2' }],
  'GET /v1/ports/{code}': [{ title: 'One district with its ports', method: 'GET', path: '/v1/ports/10' }],
  'GET /v1/notices': [{ title: 'Notices that reach wine', method: 'GET', path: '/v1/notices?wineOnly=true&limit=1' }],
  'GET /v1/changes': [{ title: 'Changes since a date', method: 'GET', path: '/v1/changes?since=2026-05-01T00:00:00Z&limit=2' }],
};

// The data files the build just wrote, read as the deployed function reads its copy of them.
const buildDeps: Deps = createFunctionDeps({ dir: () => FUNCTION_DIR });

const MAX_ITEMS = 2;

/** Arrays beyond MAX_ITEMS entries are cut, with a marker saying how many were left out. */
const shorten = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map(shorten);
    return value.length > MAX_ITEMS ? [...kept, `… ${value.length - MAX_ITEMS} more`] : kept;
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
};

/** Runs the example requests of one operation ("METHOD /path"); an example the API cannot answer is left out. */
const runExamples = async (app: (request: Request) => Promise<Response>, operation: string): Promise<RecordedExample[]> => {
  const examples: RecordedExample[] = [];
  const [method, path] = operation.split(' ') as [string, string];
  // An operation without listed examples and without parameters is shown as called bare.
  const requests = EXAMPLE_REQUESTS[operation] ?? (method === 'GET' && !path.includes('{') ? [{ title: 'As called without parameters', method: 'GET' as const, path }] : []);
  for (const r of requests) {
    const init: RequestInit = r.method === 'POST' ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(r.body) } : {};
    const response = await app(new Request(`http://example.local${r.path}`, init));
    if (response.status >= 500) continue;
    const text = await response.text();
    // JSON is shown with long arrays cut; another media type (an Atom feed) by its first lines.
    const json = /json/.test(response.headers.get('content-type') ?? '');
    const response_ = text === '' ? '' : json ? JSON.stringify(shorten(JSON.parse(text)), null, 2) : `${text.split('\n').slice(0, 12).join('\n')}\n…`;
    examples.push({ ...r, status: response.status, contentType: response.headers.get('content-type') ?? '', response: response_ });
  }
  return examples;
};

/** Every operation's examples, by "METHOD /path" as in the OpenAPI document, written for the API page. */
export const writeApiExamples = async (file = API_EXAMPLES_FILE): Promise<number> => {
  const app = createApp({ deps: buildDeps, routes: ROUTES });
  const all: Record<string, RecordedExample[]> = {};
  for (const route of ROUTES) {
    const operation = `${route.method} ${route.path}`;
    all[operation] = await runExamples(app, operation);
  }
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return Object.values(all).reduce((n, e) => n + e.length, 0);
};
