/**
 * /llms.txt and /llms-full.txt (the llms.txt convention: a `# title`, a `> summary`, prose, then `##` sections
 * of links) from the OpenAPI document the build wrote, the current release and the hand-written prose of
 * llms-prose.ts. llms.txt is the short index; llms-full.txt inlines every endpoint with its parameters, body
 * fields and statuses, the rules and the CSV columns, for an assistant that reads one file.
 */
import * as z from 'zod';
import { SCHEDULE_CSV_COLUMNS, SCHEDULE_CSV_PATH } from '../datasets/schedule-csv.ts';
import { schemaFields, schemaSummary } from '../site/schema-summary.ts';
import { LLMS_ABOUT, LLMS_MCP, LLMS_RULES, LLMS_SUMMARY, LLMS_TITLE } from './llms-prose.ts';

export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
export const MCP_PATH = '/mcp';
export const LLMS_CONTENT_TYPE = 'text/plain; charset=utf-8';
/** dist/_headers rules: plain text, readable from any origin. */
export const LLMS_HEADER_RULES: Record<string, Record<string, string>> = Object.fromEntries(
  [LLMS_TXT_PATH, LLMS_FULL_TXT_PATH].map((path) => [path, { 'Content-Type': LLMS_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' }]),
);

const JsonSchema = z.record(z.string(), z.unknown());
const Operation = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), description: z.string().optional(), schema: JsonSchema.optional() })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchema.optional() })) }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string() })),
});
/** The parts of the OpenAPI document the two files read. */
export const LlmsOpenApi = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
});
export type LlmsOpenApi = z.infer<typeof LlmsOpenApi>;

export interface LlmsInput {
  /** Absolute site URL without a trailing slash; every link is made absolute with it. */
  siteUrl: string;
  openapi: LlmsOpenApi;
  htsRelease: string;
  /** Publication date of the revision; null when the publisher's list does not give one. */
  publishedOn: string | null;
  lineCount: number;
  classifiableCount: number;
}

interface Endpoint {
  method: string;
  path: string;
  op: z.infer<typeof Operation>;
}

const endpoints = (doc: LlmsOpenApi): Endpoint[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

/** The id of an operation's section on the API page (src/pages/api/index.astro makes them the same way). */
export const apiPageAnchor = (method: string, path: string): string =>
  `${method}-${path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');

const count = (n: number) => n.toLocaleString('en-US');
const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

const header = (input: LlmsInput): string[] => [
  `# ${LLMS_TITLE}`,
  '',
  `> ${LLMS_SUMMARY}`,
  '',
  `Current schedule: ${input.htsRelease}${input.publishedOn ? `, published ${input.publishedOn}` : ''}: ${count(input.lineCount)} lines, ${count(input.classifiableCount)} of them classifiable 10-digit lines. API contract v1 (OpenAPI document version ${input.openapi.info.version}), paths under \`/v1\`.`,
  '',
  ...LLMS_ABOUT.flatMap((p) => [p, '']),
];

const links = (input: LlmsInput) => {
  const at = (path: string) => `${input.siteUrl}${path}`;
  return {
    api: [
      `- [OpenAPI 3.1 document](${at('/api/v1/openapi.json')}): every endpoint, parameter, response and error, generated from the schemas that validate requests`,
      `- [MCP endpoint](${at(MCP_PATH)}): ${LLMS_MCP}`,
      `- [API documentation](${at('/api/')}): every endpoint with real example requests and answers`,
      `- [llms-full.txt](${at(LLMS_FULL_TXT_PATH)}): this index with every endpoint's parameters and statuses, the rules and the CSV columns inlined`,
    ],
    data: [
      `- [The whole schedule as JSON](${at('/api/v1/hts-schedule.json')}): every line with its rates parsed into terms; JSON Schemas under /api/v1/schemas/`,
      `- [The whole schedule as CSV](${at(SCHEDULE_CSV_PATH)}): one row per line for spreadsheets (UTF-8 with a byte-order mark; tariff numbers as ="0101.21.00.10" so spreadsheets keep them as text)`,
      `- [Chapters](${at('/api/v1/chapters/index.json')}): sections and chapters; each chapter as /api/v1/chapters/NN.json and /api/v1/chapters/NN.csv`,
      `- [Change feed (Atom)](${at('/api/v1/changes.atom')}): one entry per archived revision; per chapter at /api/v1/changes/chapters/NN.atom`,
      `- [Downloads](${at('/downloads/')}): every static file with its size and sha256`,
    ],
    optional: [
      `- [Sources](${at('/v1/sources')}): every upstream file with its publisher, licence and checksum, and the sources rejected`,
      `- [Contract versions](${at('/api/v1/versions.json')}): versions, deprecation policy, changelog`,
      `- [Search the schedule](${at('/search/')}): the web page`,
    ],
  };
};

const section = (title: string, lines: readonly string[]): string[] => [`## ${title}`, '', ...lines, ''];
/** The data links and the optional ones, the last sections of both files. */
const closing = (l: ReturnType<typeof links>): string[] => [...section('Data', l.data), ...section('Optional', l.optional)];

const rulesList = (full: boolean): string[] => LLMS_RULES.map((r) => `- **${r.rule}** ${full ? r.detail : r.short}`);

/** The short index. */
export const llmsTxt = (input: LlmsInput): string => {
  const l = links(input);
  return [
    ...header(input),
    'Rules to keep when relaying an answer (details in llms-full.txt):',
    '',
    ...rulesList(false),
    '',
    ...section('API', l.api),
    ...section(
      'Endpoints',
      endpoints(input.openapi).map((e) => `- [${e.method} ${e.path}](${input.siteUrl}/api/#${apiPageAnchor(e.method, e.path)}): ${e.op.summary}`),
    ),
    ...closing(l),
  ].join('\n');
};

const endpointSection = (input: LlmsInput, e: Endpoint): string[] => {
  const params = (e.op.parameters ?? []).map(
    (p) => `- \`${p.name}\` (${p.in}, ${p.required ? 'required' : 'optional'}, ${schemaSummary(p.schema)})${p.description ? `: ${p.description}` : ''}`,
  );
  const bodyTypes = Object.keys(e.op.requestBody?.content ?? {});
  const body = schemaFields(e.op.requestBody?.content['application/json']?.schema).map(
    (f) => `- \`${f.name}\` (${f.required ? 'required' : 'optional'}, ${f.type})${f.description ? `: ${f.description}` : ''}`,
  );
  return [
    `### ${e.method} ${e.path}`,
    '',
    `${sentence(e.op.summary)}${e.op.description ? ` ${e.op.description}` : ''}`,
    '',
    ...(params.length > 0 ? ['Parameters:', '', ...params, ''] : []),
    ...(bodyTypes.length > 0 ? [`Body (${bodyTypes.join(' or ')}):`, '', ...body, ''] : []),
    'Statuses:',
    '',
    ...Object.entries(e.op.responses).map(([status, r]) => `- ${status}: ${r.description}`),
    '',
    `Operation \`${e.op.operationId}\`; examples: ${input.siteUrl}/api/#${apiPageAnchor(e.method, e.path)}`,
    '',
  ];
};

/** Everything in one file. */
export const llmsFullTxt = (input: LlmsInput): string => {
  const l = links(input);
  return [
    ...header(input),
    '## Rules to keep when relaying an answer',
    '',
    ...rulesList(true),
    '',
    '## Calling the API',
    '',
    input.openapi.info.description,
    '',
    '## Endpoints',
    '',
    ...endpoints(input.openapi).flatMap((e) => endpointSection(input, e)),
    '## MCP endpoint',
    '',
    `${input.siteUrl}${MCP_PATH}: ${LLMS_MCP}`,
    '',
    '## The schedule as CSV',
    '',
    `${input.siteUrl}${SCHEDULE_CSV_PATH} (the whole schedule) and /api/v1/chapters/NN.csv (one chapter, NN from 01 to 99): one row per line, in the order of the JSON files, UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF line ends, served as text/csv. Columns marked "code" hold tariff numbers written as the string formula ="0101.21.00.10", so spreadsheets keep them as text; a program reading the CSV strips the leading =" and the trailing ".`,
    '',
    ...SCHEDULE_CSV_COLUMNS.map((c) => `- \`${c.name}\`${c.code ? ' (code)' : ''}: ${c.description}`),
    '',
    ...section('API', l.api),
    ...closing(l),
  ].join('\n');
};
