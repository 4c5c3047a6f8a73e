/**
 * /llms.txt and /llms-full.txt as built and served: text/plain from the local server and through dist/_headers;
 * every endpoint of the route table named in both; every link resolving on the built site (a page's section id
 * included); the MCP endpoint, which answers POST only (GET is 405: it is stateless), by a JSON-RPC ping.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { ROUTES } from '../../src/http/routes.ts';
import { readNetlifyRules } from '../../src/data/local-server/netlify-rules.ts';
import { headersFor } from '../../src/lib/netlify/parse-headers.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const TEXT_TYPE = 'text/plain; charset=utf-8';
const read = (path: string) => readFileSync(join(DIST_DIR, path), 'utf8');
const short = read('llms.txt');
const full = read('llms-full.txt');
/** Every absolute URL either file names, in a link or in prose. */
const urls = [...new Set([...`${short}\n${full}`.matchAll(/https?:\/\/[^\s)`'"<>]+/g)].map((m) => m[0].replace(/[.,;:]$/, '')))];
const origin = new URL(urls[0]!).origin;
const MCP = '/mcp';

describe('llms.txt and llms-full.txt', () => {
  it('name every endpoint of the route table: a link in llms.txt, a section in llms-full.txt', () => {
    expect(ROUTES.length).toBeGreaterThan(15);
    for (const route of ROUTES) {
      expect(short, `${route.method} ${route.path}`).toContain(`- [${route.method} ${route.path}](`);
      expect(full, `${route.method} ${route.path}`).toContain(`\n### ${route.method} ${route.path}\n`);
    }
    expect(full.match(/^### /gm)).toHaveLength(ROUTES.length);
  });

  it('link only to the site they describe', () => {
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) expect(new URL(url).origin, url).toBe(origin);
  });

  it('dist/_headers serves both as text/plain; charset=utf-8 to any origin', async () => {
    const { headers: rules } = await readNetlifyRules(DIST_DIR);
    for (const path of ['/llms.txt', '/llms-full.txt']) {
      expect(headersFor(rules, path)['Content-Type'], path).toBe(TEXT_TYPE);
      expect(headersFor(rules, path)['Access-Control-Allow-Origin'], path).toBe('*');
    }
  });

  describe('on the local server', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => server?.stop());

    it.each(['/llms.txt', '/llms-full.txt'])('answers GET %s as text/plain with the built bytes', async (path) => {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(TEXT_TYPE);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe(read(path.slice(1)));
    });

    it('resolves every link: a 200 for the page or file, and the section id a fragment names', async () => {
      const pages = new Map<string, string>();
      let checked = 0;
      for (const url of urls) {
        const { pathname, search, hash } = new URL(url);
        if (pathname === MCP) continue; // POST only: resolved by the ping below
        if (!pages.has(pathname + search)) {
          const res = await fetch(`${server.base}${pathname}${search}`);
          expect(res.status, url).toBe(200);
          pages.set(pathname + search, await res.text());
        }
        if (hash) expect(pages.get(pathname + search), url).toContain(`id="${decodeURIComponent(hash.slice(1))}"`);
        checked++;
      }
      expect(checked).toBe(urls.length - 1);
      expect(urls.filter((u) => new URL(u).hash !== '').length).toBeGreaterThanOrEqual(ROUTES.length);
    });

    it(`resolves the MCP endpoint ${MCP}: a JSON-RPC ping is answered`, async () => {
      const res = await fetch(`${server.base}${MCP}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    });
  });
});
