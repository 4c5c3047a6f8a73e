/**
 * Static files of scripts/serve.ts never reach outside dist/: dot segments
 * raw and percent-encoded (once and twice, overlong UTF-8), encoded slashes
 * and backslashes, encoded NUL, absolute paths. A canary file next to dist/
 * (in the ignored .cache/) has content no page contains, so finding it in any
 * answer means a traversal worked. Requests go over raw sockets, so the
 * client sends every path exactly as written.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/data/paths.ts';
import { sendRaw } from '../../scripts/lib/fuzz/raw-http.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const CANARY_DIR = join(ROOT, '.cache', 'traversal-canary');
const canary = `canary-${randomBytes(16).toString('hex')}`;
const packageJson = readFileSync(join(ROOT, 'package.json'), 'utf8');

/** Ways to climb from dist/ to its parent (the project root), as they appear in a request line. */
const UP = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '..%00',
  '..;',
];
const SEP = ['/', '%2f', '%2F', '%5c', '\\', '%252f', '%c0%af'];

const climbs = (target: string): string[] =>
  UP.flatMap((up) => SEP.flatMap((sep) => [`/${up}${sep}${target.split('/').join(sep)}`, `/api/v1/${up}${sep}${up}${sep}${up}${sep}${target.split('/').join(sep)}`]));

const ATTEMPTS = [
  ...climbs('.cache/traversal-canary/canary.txt'),
  ...climbs('package.json'),
  '/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/etc/passwd',
  `/${ROOT}/package.json`,
  `/%2f${ROOT.slice(1).replaceAll('/', '%2f')}%2fpackage.json`,
  '/%00',
  '/index.html%00',
  '/index.html%00.json',
  '/api/v1/versions.json%00.txt',
  '/api/v1/versions.json/..%2f..%2f..%2f..%2fpackage.json',
  '/chapters/22/..%2f..%2f..%2fpackage.json',
  '/api/v1/schemas/',
  '/.git/config',
  '/.env',
];

describe('static files stay inside dist/', () => {
  let server: LocalServer;
  beforeAll(async () => {
    mkdirSync(CANARY_DIR, { recursive: true });
    writeFileSync(join(CANARY_DIR, 'canary.txt'), canary);
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(CANARY_DIR, { recursive: true, force: true });
  });

  it(`refuses ${ATTEMPTS.length} traversal attempts: never a file from outside, never a 5xx`, async () => {
    const leaks: string[] = [];
    for (const target of ATTEMPTS) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await sendRaw(server.port, { method, target, headers: [['Host', `127.0.0.1:${server.port}`]] });
        if (answer.kind !== 'response') {
          leaks.push(`${method} ${target}: no answer (${answer.kind})`);
          continue;
        }
        const body = answer.body.toString('utf8');
        if (answer.status >= 500) leaks.push(`${method} ${target}: ${answer.status}`);
        if (body.includes(canary) || body.includes(packageJson.slice(0, 60)) || /root:.*:0:0:/.test(body)) leaks.push(`${method} ${target}: served a file from outside dist/`);
        // A directory is never listed; a HEAD never announces the length of a file outside.
        if (answer.status === 200 && Number(answer.headers['content-length']) === canary.length) leaks.push(`${method} ${target}: 200 with the canary's length`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('still serves what is inside: the datasets, their schemas, the pages', async () => {
    for (const [path, type] of [
      ['/api/v1/versions.json', 'application/json'],
      ['/api/v1/schemas/versions.schema.json', 'application/json'],
      ['/chapters/22/', 'text/html'],
      ['/', 'text/html'],
    ] as const) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(new RegExp(`^${type}`));
      await res.arrayBuffer();
    }
  });
});
