/**
 * The API function exactly as Netlify's bundler built it (.cache/functions/api), with its bundled data
 * files, called as Netlify calls it: (Request, Context) with the client address and waitUntil.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { API_FUNCTION_DATA, API_FUNCTION_MODULE } from '../../src/data/paths.ts';

export type ApiFunction = (request: Request, context: unknown) => Promise<Response>;
export interface BuiltApi {
  default: ApiFunction;
  flush: () => Promise<void>;
  config: { path: string[]; excludedPath: string[] };
}

export const importBuiltApi = async (): Promise<BuiltApi> => {
  process.env.TARIFF_FUNCTION_DATA_DIR ??= API_FUNCTION_DATA;
  return (await import(pathToFileURL(API_FUNCTION_MODULE).href)) as BuiltApi;
};

/**
 * The calling test file's own client address (10.x.y.z from its path). The build project shares one module graph
 * and one budget store per worker (isolate: false), so one address for every file would make a file's anonymous
 * budget whatever the files before it in that worker left: a 429 decided by the run's file order.
 */
export const fileAddress = (): string => {
  const [a, b, c] = createHash('sha256').update(expect.getState().testPath ?? '').digest();
  return `10.${a}.${b}.${c}`;
};

/** The parts of Netlify's Context the function uses; waitUntil tasks are collected so a test can await them. */
export const netlifyContext = (ip = fileAddress(), tasks: Promise<unknown>[] = []) => ({
  ip,
  params: {},
  requestId: '',
  waitUntil: (task: Promise<unknown>) => void tasks.push(task),
});
