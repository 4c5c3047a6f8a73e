/**
 * The published OpenAPI document is valid OpenAPI 3.1, documents every route,
 * and every response the handlers give matches the schema it documents.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { API_DIR } from '../../src/data/paths.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { callHandler } from '../support/app.ts';

const doc = JSON.parse(readFileSync(join(API_DIR, 'openapi.json'), 'utf8'));

/** Real requests for each documented route: path parameters and the query or body that make a success. */
const SAMPLES: Record<string, { url: string; body?: unknown }[]> = {
  'GET /healthz': [{ url: '/healthz' }],
  'GET /v1/tariffs': [{ url: '/v1/tariffs?q=sparkling%20wine' }, { url: '/v1/tariffs?chapter=x' }],
  'GET /v1/tariffs/release': [{ url: '/v1/tariffs/release' }],
  'GET /v1/tariffs/{htsno}': [{ url: '/v1/tariffs/2204.21.50.05' }, { url: '/v1/tariffs/2204.21' }, { url: '/v1/tariffs/9999' }, { url: '/v1/tariffs/x' }],
  'GET /v1/chapter99': [{ url: '/v1/chapter99?limit=5' }],
  'POST /v1/duty-estimate': [
    { url: '/v1/duty-estimate', body: { htsno: '2204.21.50.05', customsValueUsd: 5000, litres: 750, countryOfOrigin: 'CL' } },
    { url: '/v1/duty-estimate', body: { htsno: '2204.30.00.00', customsValueUsd: 5000, litres: 750 } },
    { url: '/v1/duty-estimate', body: { htsno: '2204.21', customsValueUsd: 1 } },
    { url: '/v1/duty-estimate', body: { htsno: '2204.21.50.05' } },
  ],
  'GET /v1/countries': [{ url: '/v1/countries?q=fra' }, { url: '/v1/countries?mapped=maybe' }],
  'GET /v1/countries/{code}': [{ url: '/v1/countries/FR' }, { url: '/v1/countries/Atlantis' }],
  'GET /v1/ports': [{ url: '/v1/ports?district=3' }, { url: '/v1/ports?kind=harbour' }],
  'GET /v1/ports/{code}': [{ url: '/v1/ports/30' }, { url: '/v1/ports/Portland' }, { url: '/v1/ports/0000' }],
  'GET /v1/notices': [{ url: '/v1/notices?wineOnly=true' }, { url: '/v1/notices?from=2020-13-01' }],
  'GET /v1/customs-rules': [{ url: '/v1/customs-rules' }],
  'GET /v1/changes': [{ url: '/v1/changes?since=2026-05-01T00:00:00Z' }, { url: '/v1/changes' }, { url: '/v1/changes?since=2024-01-01T00:00:00Z' }],
  'GET /v1/history/coverage': [{ url: '/v1/history/coverage' }],
  'GET /v1/sources': [{ url: '/v1/sources' }],
  'GET /v1/plans': [{ url: '/v1/plans' }],
  'GET /v1/version': [{ url: '/v1/version' }],
  'GET /v1/usage': [{ url: '/v1/usage' }],
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');

const schemaFor = (operation: any, status: number): object | undefined => {
  const response = operation.responses[String(status)];
  if (!response) return undefined;
  const content = response.content?.['application/json'] ?? response.content?.['application/problem+json'];
  if (!content) return {};
  const rewrite = (s: unknown): unknown =>
    JSON.parse(JSON.stringify(s).replaceAll('"#/components/', '"openapi#/components/'));
  return rewrite(content.schema) as object;
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every route the function answers, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`]))('%s answers as documented', async (key) => {
    const samples = SAMPLES[key];
    expect(samples, `add a sample request for ${key}`).toBeDefined();
    const [method, path] = key.split(' ') as [string, string];
    const operation = doc.paths[path][method.toLowerCase()];
    for (const sample of samples!) {
      const res = await callHandler(sample.url, {
        method,
        ...(sample.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sample.body) }),
      });
      const schema = schemaFor(operation, res.status);
      expect(schema, `${sample.url} answered ${res.status}, which ${key} does not document`).toBeDefined();
      const body = await res.json();
      const validate = ajv.compile(schema!);
      expect(validate(body) ? [] : JSON.stringify(validate.errors).slice(0, 600), `${sample.url} (${res.status})`).toEqual([]);
    }
  });
});
