/** dist/_redirects and dist/_headers, read once at start as Netlify reads them at deploy. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeaders, type HeaderRule } from '../../lib/netlify/parse-headers.ts';
import { parseRedirects, type RedirectRule } from '../../lib/netlify/parse-redirects.ts';

const read = (file: string): string => (existsSync(file) ? readFileSync(file, 'utf8') : '');

export const readNetlifyRules = (distDir: string): { redirects: RedirectRule[]; headers: HeaderRule[] } => {
  const redirects = parseRedirects(read(join(distDir, '_redirects')));
  const headers = parseHeaders(read(join(distDir, '_headers')));
  if (!redirects.ok || !headers.ok) {
    throw new Error(`dist/_redirects or dist/_headers is not understood: ${[...(redirects.ok ? [] : redirects.error), ...(headers.ok ? [] : headers.error)].join('; ')}`);
  }
  return { redirects: redirects.value, headers: headers.value };
};
