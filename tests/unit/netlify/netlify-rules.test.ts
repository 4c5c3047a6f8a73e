/** _redirects and _headers as the local server reads them (Netlify's own parsers) and applies them. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNetlifyRules } from '../../../src/data/local-server/netlify-rules.ts';
import { headersFor } from '../../../src/lib/netlify/parse-headers.ts';
import { pathMatcher } from '../../../src/lib/netlify/path-pattern.ts';
import { resolveRedirect } from '../../../src/lib/netlify/parse-redirects.ts';
import { netlifyHeadersFile } from '../../../src/lib/netlify/site-headers.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
/** The rules of a dist/ holding these two files, as the local server reads them at start. */
const rulesOf = (files: { redirects?: string; headers?: string }) => {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-rules-'));
  dirs.push(dir);
  if (files.redirects !== undefined) writeFileSync(join(dir, '_redirects'), files.redirects);
  if (files.headers !== undefined) writeFileSync(join(dir, '_headers'), files.headers);
  return readNetlifyRules(dir);
};

describe('Netlify path patterns', () => {
  it.each([
    ['/v1/version', '/v1/version', true],
    ['/v1/version', '/v1/version/', false],
    ['/api/*', '/api/v1/x.json', true],
    ['/api/*', '/api', true],
    ['/api/*', '/apix', false],
    ['/_astro/*', '/_astro/a.b.css', true],
    ['/*', '/', true],
    ['/news/:year/*', '/news/2024/a/b', true],
    ['/news/:year/*', '/news', false],
    ['/a.b', '/aXb', false],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(pathMatcher(pattern)(path) !== null).toBe(matches);
  });

  it('placeholders and the splat are captured', () => {
    expect(pathMatcher('/news/:year/*')('/news/2024/a/b')).toEqual({ year: '2024', splat: 'a/b' });
  });
});

describe('_redirects', () => {
  it('reads from, to and status, and fills placeholders', async () => {
    const { redirects } = await rulesOf({ redirects: '# c\n/v1/version  /api/v1/answers/version.json  200\n/old/:id /new/:id 301!\n/moved /elsewhere\n' });
    expect(redirects.map((r) => [r.from, r.to, r.status, r.force])).toEqual([
      ['/v1/version', '/api/v1/answers/version.json', 200, false],
      ['/old/:id', '/new/:id', 301, true],
      ['/moved', '/elsewhere', 301, false],
    ]);
    expect(resolveRedirect(redirects, '/old/7')?.to).toBe('/new/7');
    expect(resolveRedirect(redirects, '/v1/versions')).toBeNull();
  });

  it('refuses a line it does not understand, and a rule it cannot honour, naming it', async () => {
    await expect(rulesOf({ redirects: '/a /b 200\nnonsense\n' })).rejects.toThrow(/not understood: [\s\S]*line 2:\s+nonsense/);
    await expect(rulesOf({ redirects: '/a id=:id /b 200\n' })).rejects.toThrow(/\/a \/b: it matches a query/);
    await expect(rulesOf({ redirects: '/a /b 200 Country=us\n' })).rejects.toThrow(/it matches a query or a condition/);
    await expect(rulesOf({ redirects: '/a https://example.com/b 200\n' })).rejects.toThrow(/another site/);
  });

  it('no file is no rule', async () => {
    expect(await rulesOf({})).toEqual({ redirects: [], headers: [] });
  });
});

describe('_headers', () => {
  it('applies every matching rule and joins a repeated name as Netlify does', async () => {
    const { headers } = await rulesOf({ headers: '/*\n  X-A: 1\n  X-B: site\n/api/*\n  X-B: api\n  X-C: 3\n' });
    expect(headersFor(headers, '/api/x.json')).toEqual({ 'X-A': '1', 'X-B': 'site, api', 'X-C': '3' });
    expect(headersFor(headers, '/index.html')).toEqual({ 'X-A': '1', 'X-B': 'site' });
  });

  it("matches a path as Netlify's parser says: a trailing slash optional, a splat covering the rest", async () => {
    const { headers } = await rulesOf({ headers: '/v1/version\n  X-V: 1\n/api/*\n  X-A: 1\n' });
    expect(headersFor(headers, '/v1/version')).toEqual({ 'X-V': '1' });
    expect(headersFor(headers, '/v1/version/')).toEqual({ 'X-V': '1' });
    expect(headersFor(headers, '/v1/versions')).toEqual({});
    expect(headersFor(headers, '/api/v1/x.json')).toEqual({ 'X-A': '1' });
  });

  it('refuses a header outside a path rule', async () => {
    await expect(rulesOf({ headers: '  X-A: 1\n' })).rejects.toThrow(/not understood/);
  });

  it('the generated file never sets one name in two rules that match one path', async () => {
    const extra = { '/v1/version': { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } };
    const { headers } = await rulesOf({ headers: netlifyHeadersFile(extra) });
    const paths = ['/', '/chapters/01/', '/api/v1/hts-schedule.json', '/_astro/site.abc.css', '/v1/version'];
    for (const path of paths) {
      for (const value of Object.values(headersFor(headers, path))) expect(value, path).not.toMatch(/, (?:'self'|nosniff|DENY|\*)$/);
    }
    expect(headersFor(headers, '/_astro/site.abc.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(headers, '/v1/version')['Content-Type']).toBe('application/json');
  });
});
