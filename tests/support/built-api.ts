/**
 * The API function exactly as Netlify's bundler built it (.cache/functions/api), with its bundled data
 * files, called as Netlify calls it: (Request, Context) with the client address and waitUntil.
 */
import { pathToFileURL } from 'node:url';
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

/** The parts of Netlify's Context the function uses; waitUntil tasks are collected so a test can await them. */
export const netlifyContext = (ip = '127.0.0.1', tasks: Promise<unknown>[] = []) => ({
  ip,
  params: {},
  requestId: '',
  waitUntil: (task: Promise<unknown>) => void tasks.push(task),
});
