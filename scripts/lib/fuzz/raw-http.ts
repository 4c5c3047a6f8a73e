/**
 * A raw HTTP/1.1 client over a TCP socket, for requests fetch refuses to
 * send: any method, any bytes in the target and headers, bodies of any
 * encoding. One request per connection (Connection: close), bounded in time.
 */
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** The request target exactly as sent, bytes and all. */
  target: string | Buffer;
  headers: [string, string | Buffer][];
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked, in pieces of this size. */
  chunkSize?: number;
}

export type RawOutcome =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'closed'; bytes: number }
  | { kind: 'timeout' }
  | { kind: 'socket-error'; code: string };

const CRLF = '\r\n';

/**
 * The body in chunks of `size` bytes and the last chunk, written into one buffer: a 1.5 MB body in 2-byte chunks
 * is 750,000 chunks, and three Buffers per piece took the client 12 s to encode (now under 1 s).
 */
const encodeChunks = (body: Buffer, size: number): Buffer => {
  const step = Math.max(1, size);
  let total = 5; // "0\r\n\r\n"
  for (let i = 0; i < body.length; i += step) total += Math.min(step, body.length - i).toString(16).length + 4 + Math.min(step, body.length - i);
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < body.length; i += step) {
    const n = Math.min(step, body.length - i);
    at += out.write(`${n.toString(16)}${CRLF}`, at, 'latin1');
    at += body.copy(out, at, i, i + n);
    at += out.write(CRLF, at, 'latin1');
  }
  at += out.write(`0${CRLF}${CRLF}`, at, 'latin1');
  return out.subarray(0, at);
};

export const encodeRequest = (req: RawRequest): Buffer => {
  const head: Buffer[] = [Buffer.from(`${req.method} `, 'latin1'), Buffer.isBuffer(req.target) ? req.target : Buffer.from(req.target, 'latin1'), Buffer.from(` HTTP/1.1${CRLF}`)];
  for (const [name, value] of req.headers) head.push(Buffer.from(`${name}: `, 'latin1'), Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1'), Buffer.from(CRLF));
  const body = req.body ?? Buffer.alloc(0);
  if (req.chunkSize !== undefined) {
    head.push(Buffer.from(`Transfer-Encoding: chunked${CRLF}Connection: close${CRLF}${CRLF}`), encodeChunks(body, req.chunkSize));
  } else {
    if (req.body !== undefined) head.push(Buffer.from(`Content-Length: ${body.length}${CRLF}`));
    head.push(Buffer.from(`Connection: close${CRLF}${CRLF}`), body);
  }
  return Buffer.concat(head);
};

const decodeChunked = (data: Buffer): Buffer => {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf(CRLF, at);
    if (eol < 0) break;
    const size = parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
};

export const parseResponse = (data: Buffer, method: string): RawOutcome => {
  // Interim answers (100 Continue) come before the final one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 16).toString('latin1'))) {
    const interim = data.indexOf(`${CRLF}${CRLF}`);
    if (interim < 0) break;
    data = data.subarray(interim + 4);
  }
  const end = data.indexOf(`${CRLF}${CRLF}`);
  if (end < 0) return { kind: 'closed', bytes: data.length };
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split(CRLF);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  if (!Number.isInteger(status)) return { kind: 'closed', bytes: data.length };
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
  }
  const rest = data.subarray(end + 4);
  const noBody = method === 'HEAD' || status === 204 || status === 304;
  const body = noBody ? Buffer.alloc(0) : /chunked/i.test(headers['transfer-encoding'] ?? '') ? decodeChunked(rest) : rest.subarray(0, Number(headers['content-length'] ?? rest.length));
  return { kind: 'response', status, headers, body };
};

/** Sends one request and reads until the server closes; never waits longer than `timeoutMs`. */
export const sendRaw = (port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawOutcome> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    let settled = false;
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs);
    // write, not end: a half-closed connection lets the server drop a request still being answered.
    socket.on('connect', () => socket.write(encodeRequest(req)));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('end', () => settle(parseResponse(Buffer.concat(chunks), req.method)));
    socket.on('close', () => settle(parseResponse(Buffer.concat(chunks), req.method)));
    // A reset after a complete answer (the server closing early on a body it refused) still counts as the answer.
    socket.on('error', (e: NodeJS.ErrnoException) => {
      const parsed = parseResponse(Buffer.concat(chunks), req.method);
      settle(parsed.kind === 'response' ? parsed : { kind: 'socket-error', code: e.code ?? e.message });
    });
  });
