import { describe, expect, it } from 'vitest';
import { SCHEDULE_CSV_COLUMNS } from '../../../src/lib/datasets/schedule-csv.ts';
import { LLMS_RULES, LLMS_SUMMARY, LLMS_TITLE } from '../../../src/lib/llms/llms-prose.ts';
import { apiPageAnchor, llmsFullTxt, llmsTxt, LlmsOpenApi, type LlmsInput } from '../../../src/lib/llms/llms-txt.ts';

const openapi = LlmsOpenApi.parse({
  openapi: '3.1.0',
  info: { title: 'T', summary: 'S', version: '9.8.7', description: 'Every endpoint works without credentials.\n\nErrors are problem documents.' },
  paths: {
    '/v1/tariffs/{htsno}': {
      get: {
        operationId: 'getTariff',
        summary: 'One tariff line by number',
        description: 'A prefix that matches several lines is a 409.',
        parameters: [
          { name: 'htsno', in: 'path', required: true, description: 'A tariff number', schema: { type: 'string', pattern: '^\\d+$' } },
          { name: 'asOf', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        ],
        responses: { 200: { description: 'The line' }, 409: { description: 'Several lines start with this number' } },
      },
    },
    '/v1/duty-estimate': {
      post: {
        operationId: 'estimateDuty',
        summary: 'Estimate the duty on one shipment',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['htsno'], properties: { htsno: { type: 'string', description: 'Tariff number' }, litres: { type: 'number', minimum: 0 } } },
            },
          },
        },
        responses: { 200: { description: 'The estimate, or a refusal to price' } },
      },
    },
  },
});
const input: LlmsInput = { siteUrl: 'https://tariffs.example', openapi, htsRelease: '2026HTSRev10', publishedOn: '2026-06-08', lineCount: 29_597, classifiableCount: 19_856 };

/** Markdown links as [text, url]. */
const links = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => [m[1]!, m[2]!] as const);

describe('llms.txt', () => {
  const text = llmsTxt(input);

  it('follows the convention: an H1 title, a blockquote summary, prose, then H2 sections of links', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${LLMS_TITLE}`);
    expect(lines[2]).toBe(`> ${LLMS_SUMMARY}`);
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## API', '## Endpoints', '## Data', '## Optional']);
    // Under each H2 only list items of links (and blank lines).
    const sections = text.split(/^## .*$/m).slice(1);
    for (const section of sections) {
      for (const line of section.split('\n').filter((l) => l !== '')) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/tariffs\.example\/[^)\s]*\)(: .+)?$/);
    }
  });

  it('names the release, its size and the contract version, and says each rule in a line', () => {
    expect(text).toContain('2026HTSRev10, published 2026-06-08: 29,597 lines, 19,856 of them classifiable');
    expect(text).toContain('OpenAPI document version 9.8.7');
    for (const r of LLMS_RULES) expect(text).toContain(`- **${r.rule}** ${r.short}`);
    expect(text).toContain('`dutyUsd: null`');
    expect(text).toContain('`chapter99Candidates` with `applied: false`');
  });

  it('links the OpenAPI document, the MCP endpoint, llms-full.txt, the CSV, and every operation to its section of the API page', () => {
    const urls = links(text).map(([, url]) => url);
    for (const path of ['/api/v1/openapi.json', '/mcp', '/llms-full.txt', '/api/v1/hts-schedule.csv', '/api/v1/hts-schedule.json', '/downloads/']) {
      expect(urls, path).toContain(`https://tariffs.example${path}`);
    }
    expect(links(text).filter(([name]) => /^(GET|POST) /.test(name))).toEqual([
      ['GET /v1/tariffs/{htsno}', 'https://tariffs.example/api/#get-v1-tariffs-htsno'],
      ['POST /v1/duty-estimate', 'https://tariffs.example/api/#post-v1-duty-estimate'],
    ]);
    expect(text).toMatch(/\[MCP endpoint\]\(https:\/\/tariffs\.example\/mcp\): A Model Context Protocol server/);
  });

  it('has no date when the revision has none', () => {
    expect(llmsTxt({ ...input, publishedOn: null })).toContain('Current schedule: 2026HTSRev10: 29,597 lines');
  });
});

describe('llms-full.txt', () => {
  const text = llmsFullTxt(input);

  it('inlines every operation: summary and description, each parameter, the JSON body fields, every status, its operation id', () => {
    expect(text).toContain(
      [
        '### GET /v1/tariffs/{htsno}',
        '',
        'One tariff line by number. A prefix that matches several lines is a 409.',
        '',
        'Parameters:',
        '',
        '- `htsno` (path, required, string, pattern ^\\d+$): A tariff number',
        '- `asOf` (query, optional, string, date)',
        '',
        'Statuses:',
        '',
        '- 200: The line',
        '- 409: Several lines start with this number',
        '',
        'Operation `getTariff`; examples: https://tariffs.example/api/#get-v1-tariffs-htsno',
      ].join('\n'),
    );
    expect(text).toContain(['Body (application/json):', '', '- `htsno` (required, string): Tariff number', '- `litres` (optional, number, ≥ 0)'].join('\n'));
  });

  it('carries the API description, every rule in full, the MCP endpoint and every CSV column', () => {
    expect(text).toContain('## Calling the API\n\nEvery endpoint works without credentials.\n\nErrors are problem documents.');
    for (const r of LLMS_RULES) expect(text).toContain(`- **${r.rule}** ${r.detail}`);
    expect(text).toContain('https://tariffs.example/mcp: A Model Context Protocol server');
    for (const c of SCHEDULE_CSV_COLUMNS) expect(text).toContain(`- \`${c.name}\`${c.code ? ' (code)' : ''}: ${c.description}`);
    expect(text.startsWith(`# ${LLMS_TITLE}\n\n> ${LLMS_SUMMARY}\n`)).toBe(true);
  });
});

describe('apiPageAnchor', () => {
  it('makes the API page section ids: method and path, lower case, runs of other characters as one dash', () => {
    expect(apiPageAnchor('GET', '/v1/tariffs/{htsno}/history')).toBe('get-v1-tariffs-htsno-history');
    expect(apiPageAnchor('POST', '/v1/duty-estimates')).toBe('post-v1-duty-estimates');
    expect(apiPageAnchor('GET', '/healthz')).toBe('get-healthz');
  });
});
