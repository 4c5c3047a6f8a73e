/**
 * The API page's examples as the build recorded them (src/compose/api-examples.ts wrote API_EXAMPLES_FILE by
 * sending each request to the API), with the curl command for the site's origin.
 */
import { readFileSync } from 'node:fs';
import { API_EXAMPLES_FILE } from './paths.ts';

export interface ExampleRequest {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** An example request with the answer the API gave at build time. */
export interface RecordedExample extends ExampleRequest {
  status: number;
  contentType: string;
  response: string;
}

export interface Example extends RecordedExample {
  curl: string;
}

const curlOf = (origin: string, r: ExampleRequest): string =>
  r.method === 'POST'
    ? `curl -sS -X POST ${origin}${r.path} -H 'Content-Type: application/json' -d '${JSON.stringify(r.body)}'`
    : `curl -sS '${origin}${r.path}'`;

let recorded: Record<string, RecordedExample[]> | undefined;

/** The examples of one operation ("METHOD /path", as in the OpenAPI document). */
export const apiExamples = (operation: string, origin: string): Example[] => {
  recorded ??= JSON.parse(readFileSync(API_EXAMPLES_FILE, 'utf8')) as Record<string, RecordedExample[]>;
  return (recorded[operation] ?? []).map((e) => ({ ...e, curl: curlOf(origin, e) }));
};
