import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../../src/lib/netlify/parse-headers.ts';
import { pathMatcher } from '../../../src/lib/netlify/path-pattern.ts';
import { parseRedirects, resolveRedirect } from '../../../src/lib/netlify/parse-redirects.ts';
import { netlifyHeadersFile } from '../../../src/lib/netlify/site-headers.ts';

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
  it('reads from, to and status, and fills placeholders', () => {
    const parsed = parseRedirects('# c\n/v1/version  /api/v1/answers/version.json  200\n/old/:id /new/:id 301!\n');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.map((r) => [r.from, r.to, r.status, r.force])).toEqual([
      ['/v1/version', '/api/v1/answers/version.json', 200, false],
      ['/old/:id', '/new/:id', 301, true],
    ]);
    expect(resolveRedirect(parsed.value, '/old/7')?.to).toBe('/new/7');
    expect(resolveRedirect(parsed.value, '/v1/versions')).toBeNull();
  });

  it('names every line it does not understand', () => {
    const parsed = parseRedirects('/a /b 200\nnonsense\n/c /d 200 extra\n');
    expect(parsed).toEqual({ ok: false, error: [expect.stringMatching(/^line 2/), expect.stringMatching(/^line 3/)] });
  });
});

describe('_headers', () => {
  it('applies every matching rule and joins a repeated name as Netlify does', () => {
    const parsed = parseHeaders('/*\n  X-A: 1\n  X-B: site\n/api/*\n  X-B: api\n  X-C: 3\n');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(headersFor(parsed.value, '/api/x.json')).toEqual({ 'X-A': '1', 'X-B': 'site, api', 'X-C': '3' });
    expect(headersFor(parsed.value, '/index.html')).toEqual({ 'X-A': '1', 'X-B': 'site' });
  });

  it('the generated file never sets one name in two rules that match one path', () => {
    const extra = { '/v1/version': { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } };
    const parsed = parseHeaders(netlifyHeadersFile(extra));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const paths = ['/', '/chapters/01/', '/api/v1/hts-schedule.json', '/_astro/site.abc.css', '/v1/version'];
    for (const path of paths) {
      for (const value of Object.values(headersFor(parsed.value, path))) expect(value, path).not.toMatch(/, (?:'self'|nosniff|DENY|\*)$/);
    }
    expect(headersFor(parsed.value, '/_astro/site.abc.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(parsed.value, '/v1/version')['Content-Type']).toBe('application/json');
  });
});
