/**
 * dist/_redirects and dist/_headers, read once at start as Netlify reads them at deploy, by Netlify's own parsers
 * (@netlify/redirect-parser, @netlify/headers-parser). A header rule matches as Netlify matches it (the parser's
 * `forRegExp`); a redirect rule by its path pattern (src/lib/netlify/path-pattern.ts). A rule the local server
 * cannot honour (a query or a condition to match, a signed or proxied target) is reported, never half-applied.
 */
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import type { HeaderRule } from '../../lib/netlify/parse-headers.ts';
import type { RedirectRule } from '../../lib/netlify/parse-redirects.ts';
import { pathMatcher } from '../../lib/netlify/path-pattern.ts';

/** A rule as @netlify/redirect-parser gives it (its declared type is `unknown[]`). */
interface ParsedRedirect {
  from: string;
  to?: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
  headers?: Record<string, string>;
}

const isEmpty = (o: object | undefined) => o === undefined || Object.keys(o).length === 0;

/** Why the local server cannot serve a rule as Netlify would, or null. */
const unsupported = (r: ParsedRedirect): string | null => {
  if (!r.from.startsWith('/')) return 'its origin is not a path';
  if (r.to === undefined) return 'it has no target';
  if (/^[a-z][a-z0-9+.-]*:/i.test(r.to)) return 'its target is another site';
  if (!isEmpty(r.query) || !isEmpty(r.conditions) || r.signed !== undefined || !isEmpty(r.headers)) return 'it matches a query or a condition, or is signed';
  return null;
};

export const readNetlifyRules = async (distDir: string): Promise<{ redirects: RedirectRule[]; headers: HeaderRule[] }> => {
  const [parsedRedirects, parsedHeaders] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [join(distDir, '_redirects')], configRedirects: [], minimal: true }),
    parseAllHeaders({ headersFiles: [join(distDir, '_headers')], configHeaders: [], minimal: false }),
  ]);
  const problems: string[] = [...parsedRedirects.errors, ...parsedHeaders.errors].map((e: unknown) => (e instanceof Error ? e.message : String(e)));
  const redirects: RedirectRule[] = [];
  for (const rule of parsedRedirects.redirects as ParsedRedirect[]) {
    const why = unsupported(rule);
    if (why) problems.push(`${rule.from} ${rule.to ?? ''}: ${why}`);
    else redirects.push({ from: rule.from, to: rule.to!, status: rule.status ?? 301, force: rule.force ?? false, match: pathMatcher(rule.from) });
  }
  const headers = (parsedHeaders.headers as Header[]).map(
    (rule): HeaderRule => ({ path: rule.for, headers: Object.entries(rule.values), match: (path) => (rule.forRegExp.test(path) ? {} : null) }),
  );
  if (problems.length > 0) throw new Error(`dist/_redirects or dist/_headers is not understood: ${problems.join('; ')}`);
  return { redirects, headers };
};
