/**
 * The local server reads a body in full before answering (src/data/local-server/request-body.ts): an answer
 * given early to a client still sending a large body must reach it, every time. Before this, about one
 * `npm run fuzz` run in two lost such an answer to EPIPE or ECONNRESET.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, readBody } from '../../../src/data/local-server/request-body.ts';
import { sendRaw } from '../../../scripts/lib/fuzz/raw-http.ts';

const LIMIT = 64 * 1024;

describe('readBody: the whole body before the answer', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    // A handler that refuses every body at once, as the API refuses a body over 64 KB, behind readBody.
    server = createServer((req, res) => {
      void readBody(req, LIMIT, 4 * 1024 * 1024).then((body) => {
        const status = body.kind === 'too-large' ? 413 : body.kind === 'body' ? 405 : 200;
        res.writeHead(status, { 'Content-Type': 'text/plain', ...(body.kind === 'too-large' && !body.drained ? { Connection: 'close' } : {}) });
        res.end(JSON.stringify(body.kind === 'body' ? { kind: body.kind, size: body.bytes.length } : body));
      });
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const big = Buffer.alloc(1_500_000, 0x20);

  it('answers 40 early refusals of 1.5 MB bodies, chunked and with a length, with none lost', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendRaw(port, { method: 'POST', target: '/v1/anything', headers: [['Host', 'x']], body: big, ...(i % 2 === 0 ? { chunkSize: 300 + i * 97 } : {}) }),
      ),
    );
    for (const outcome of outcomes) {
      expect(outcome.kind).toBe('response');
      if (outcome.kind === 'response') {
        expect(outcome.status).toBe(413);
        expect(JSON.parse(outcome.body.toString())).toEqual({ kind: 'too-large', drained: true });
      }
    }
  });

  it('keeps a body within the limit whole, and reads none when none is declared', async () => {
    const small = Buffer.from('{"htsno":"2204.21.50.05"}');
    const withBody = await sendRaw(port, { method: 'POST', target: '/', headers: [['Host', 'x']], body: small, chunkSize: 5 });
    expect(withBody.kind === 'response' && JSON.parse(withBody.body.toString())).toEqual({ kind: 'body', size: small.length });
    const without = await sendRaw(port, { method: 'GET', target: '/', headers: [['Host', 'x']] });
    expect(without.kind === 'response' && JSON.parse(without.body.toString())).toEqual({ kind: 'none' });
  });

  it('answers 40 requests the HTTP parser refuses, each followed by a 1.5 MB body, with none lost', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendRaw(port, { method: 'POST', target: Buffer.from('/v1/countries\xea\xb0', 'latin1'), headers: [['Host', 'x']], body: big, ...(i % 2 === 0 ? { chunkSize: 64 + i * 50 } : {}) }),
      ),
    );
    for (const outcome of outcomes) expect(outcome.kind === 'response' && outcome.status).toBe(400);
  });

  /**
   * Deterministic form of the race: the client reads the answer, then goes on sending its body. A server that
   * closed without draining resets the connection (the client's later writes fail); one that drains does not.
   */
  const sendAfterAnswer = (head: string): Promise<{ answer: string; error: string | null }> =>
    new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let answer = '';
      let error: string | null = null;
      socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      socket.on('close', () => resolve({ answer, error }));
      socket.once('connect', () => socket.write(`${head}\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`));
      socket.once('data', (d: Buffer) => {
        answer = d.toString('latin1');
        let sent = 0;
        // 2 MB more, in pieces, after the answer; then the last chunk.
        const more = () => {
          if (sent >= 2_000_000 || socket.destroyed) return void socket.write('0\r\n\r\n');
          sent += 65_536;
          socket.write(`10000\r\n${' '.repeat(65_536)}\r\n`, () => setImmediate(more));
        };
        more();
      });
    });

  it('drains what a refused request line is followed by: no reset while the client goes on sending', async () => {
    for (let i = 0; i < 5; i++) {
      const { answer, error } = await sendAfterAnswer('POST /v1/countries\xea\xb0 HTTP/1.1');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(error).toBeNull();
    }
  });

  it('answers a request with a body only once the body has arrived in full', async () => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: string[] = [];
    socket.on('data', (d: Buffer) => received.push(d.toString('latin1')));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /v1/duty-estimate HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\nConnection: close\r\n\r\n${' '.repeat(100_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual([]);
    socket.write(' '.repeat(100_000));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received.join('')).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('stops draining past the drain limit and says so', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024, 0x20);
    const outcome = await sendRaw(port, { method: 'POST', target: '/', headers: [['Host', 'x']], body: huge });
    // The answer may or may not survive the close that follows; when it arrives it says the body was not drained.
    if (outcome.kind === 'response') expect(JSON.parse(outcome.body.toString())).toEqual({ kind: 'too-large', drained: false });
    else expect(['closed', 'socket-error']).toContain(outcome.kind);
  });
});
