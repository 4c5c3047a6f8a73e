/**
 * The schedule CSV files as served: text/csv; charset=utf-8 from the local server (by extension) and from Netlify
 * (dist/_headers, one rule per file), with the data-file headers (CORS, nosniff); the JSON beside them keeps its
 * own type; the bytes served are the bytes built, byte-order mark included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { readNetlifyRules } from '../../src/data/local-server/netlify-rules.ts';
import { headersFor } from '../../src/lib/netlify/parse-headers.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const chapters: string[] = JSON.parse(readFileSync(join(DIST_DIR, 'api/v1/chapters/index.json'), 'utf8')).sections.flatMap((s: { chapters: { number: string }[] }) =>
  s.chapters.map((c) => c.number),
);
const csvPaths = ['/api/v1/hts-schedule.csv', ...chapters.map((c) => `/api/v1/chapters/${c}.csv`)];

describe('the schedule CSV files', () => {
  it('are in dist for the whole schedule and every chapter, beside the JSON', () => {
    expect(chapters).toHaveLength(99);
    const inChapters = readdirSync(join(DIST_DIR, 'api/v1/chapters'));
    expect(inChapters.filter((f) => f.endsWith('.csv')).sort()).toEqual(chapters.map((c) => `${c}.csv`).sort());
    expect(inChapters.filter((f) => f.endsWith('.json'))).toHaveLength(100);
  });

  it('dist/_headers gives Netlify the CSV media type for every CSV file, and no other type to the JSON beside them', async () => {
    const { headers: rules } = await readNetlifyRules(DIST_DIR);
    for (const path of csvPaths) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Type'], path).toBe(CSV_TYPE);
      expect(headers['Access-Control-Allow-Origin'], path).toBe('*');
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
    }
    for (const path of ['/api/v1/hts-schedule.json', '/api/v1/chapters/22.json', '/api/v1/chapters/index.json']) {
      expect(headersFor(rules, path)['Content-Type'], path).toBeUndefined();
    }
  });

  describe('the local server', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => server?.stop());

    it.each(['/api/v1/hts-schedule.csv', '/api/v1/chapters/01.csv', '/api/v1/chapters/22.csv', '/api/v1/chapters/77.csv'])(
      'answers GET %s with the built bytes as text/csv; charset=utf-8',
      async (path) => {
        const res = await fetch(`${server.base}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(CSV_TYPE);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const body = Buffer.from(await res.arrayBuffer());
        expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(body.equals(readFileSync(join(DIST_DIR, path)))).toBe(true);
      },
    );

    it('still answers the chapter JSON as JSON', async () => {
      const res = await fetch(`${server.base}/api/v1/chapters/22.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      await res.arrayBuffer();
    });
  });
});
