/**
 * What every answer to a hostile request must be: never a 5xx; every API
 * error a problem document (or the bad-filter body, only where the contract
 * gives it); the documented CORS and security headers; and no stack trace,
 * file path of this machine or credential the caller sent, anywhere in the
 * body or headers. Requests the HTTP layer refuses before the app sees them
 * (malformed HTTP) are told apart and counted, not excused from the 5xx rule.
 */
import { homedir } from 'node:os';
import { BadFilter } from '../../../src/http/bad-filter.ts';
import { Problem } from '../../../src/http/problem.ts';
import { ROOT } from '../../../src/data/paths.ts';
import { SITE_HEADERS } from '../../../src/lib/netlify/site-headers.ts';

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Who answered: the app (API), the site, a static file, or the HTTP parser refusing the bytes. */
export type Answerer = 'api' | 'site' | 'static' | 'http-parser' | 'local-server';

export interface Verdict {
  answerer: Answerer;
  failures: string[];
}

/** Spec 7.2: the only endpoints whose invalid filters answer with `{error, details}`. */
const BAD_FILTER_PATHS = new Set(['/v1/tariffs', '/v1/countries', '/v1/ports', '/v1/notices']);

const STACK = /\n\s+at\s|\bat (?:async )?[\w$.<>]+ \((?:file:|\/|node:)|node:internal|\(\/[^)]*:\d+:\d+\)/;
const ERROR_NAMES = /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b|Cannot read propert|is not a function|Maximum call stack/;
const home = homedir();
const MACHINE_PATHS = [ROOT, 'node_modules/', 'file://', ...(home.length > 1 ? [home] : [])];

/** The path the server routes on, or null when the target does not parse as a URL path. */
export const routedPath = (target: string): string | null => {
  try {
    return new URL(target, 'http://fuzz.local').pathname;
  } catch {
    return null;
  }
};

const isApiPath = (p: string) => p === '/healthz' || p === '/v1' || p.startsWith('/v1/');

export const judge = (method: string, target: string, answer: Answer, secrets: readonly string[]): Verdict => {
  const failures: string[] = [];
  const h = answer.headers;
  const type = h['content-type'] ?? '';
  const text = answer.body.toString('utf8');
  const path = routedPath(target);
  const answerer: Answerer =
    h['x-request-id'] !== undefined
      ? 'api'
      : type === '' && answer.body.length === 0 && answer.status >= 400 && answer.status < 500
        ? 'http-parser'
        : type.startsWith('text/html')
          ? 'site'
          : answer.status === 200 || answer.status === 304
            ? 'static'
            : 'local-server';

  if (answer.status >= 500) failures.push(`status ${answer.status}`);

  // Nothing internal, and no credential, in the body or any header.
  const everything = `${text}\n${Object.entries(h).map(([k, v]) => `${k}: ${v}`).join('\n')}`;
  if (STACK.test(everything)) failures.push('a stack trace');
  if (ERROR_NAMES.test(text) && answerer !== 'static') failures.push(`an internal error message: ${ERROR_NAMES.exec(text)?.[0]}`);
  for (const p of MACHINE_PATHS) if (everything.includes(p)) failures.push(`a file path of this machine (${p})`);
  for (const s of secrets) if (everything.includes(s)) failures.push('the Authorization value the caller sent');

  const hasBody = method !== 'HEAD' && answer.status !== 204 && answer.status !== 304;
  if (answer.status >= 400 && answerer !== 'http-parser') {
    if (type.startsWith('application/problem+json')) {
      if (hasBody) {
        let doc: unknown;
        try {
          doc = JSON.parse(text);
        } catch {
          failures.push('a problem document that is not JSON');
        }
        const d = doc as Record<string, unknown> | undefined;
        if (d && (typeof d.type !== 'string' || typeof d.title !== 'string' || d.status !== answer.status)) failures.push('a problem document without type, title or the right status');
        if (d && answerer === 'api' && !Problem.safeParse(d).success) failures.push('a problem document that fails the Problem schema');
      }
    } else if (type.startsWith('application/json') && answer.status === 400) {
      if (path === null || !BAD_FILTER_PATHS.has(path.replace(/\/$/, ''))) failures.push(`a bad-filter body on ${path}, where the contract wants a problem document`);
      if (hasBody && !BadFilter.safeParse(JSON.parse(text)).success) failures.push('a bad-filter body that fails its schema');
    } else if (type.startsWith('text/html')) {
      if (path !== null && isApiPath(path)) failures.push(`an HTML error page for the API path ${path}`);
    } else {
      failures.push(`an error with content type "${type}"`);
    }
  }

  if (answerer === 'api') {
    if (h['access-control-allow-origin'] !== '*') failures.push('an API answer without Access-Control-Allow-Origin: *');
    if (h['x-content-type-options'] !== 'nosniff') failures.push('an API answer without X-Content-Type-Options: nosniff');
    if (!/default-src 'none'/.test(h['content-security-policy'] ?? '')) failures.push("an API answer without Content-Security-Policy: default-src 'none'");
    if (answer.status < 300 && hasBody && type.startsWith('application/json')) {
      try {
        const doc = JSON.parse(text) as Record<string, unknown>;
        if (typeof doc.datasetVersions !== 'object' || doc.datasetVersions === null) failures.push('a JSON answer without datasetVersions');
      } catch {
        failures.push('a JSON answer that is not JSON');
      }
    }
  }
  if (answerer === 'site') {
    for (const name of Object.keys(SITE_HEADERS)) if (h[name.toLowerCase()] === undefined) failures.push(`a site page without ${name}`);
  }
  return { answerer, failures };
};
