/**
 * The local server reads a request's whole body before anything answers it, as Netlify's proxy does: a function
 * gets a buffered payload of at most 6 MB (docs.netlify.com, Functions configuration: "Buffered request/response
 * payload 6 MB"), and a static file or a 405 is answered after the request arrived in full. Answering while the
 * client is still sending, then closing, makes the kernel reset the connection over the unread bytes, and the
 * client loses the answer (EPIPE or ECONNRESET while writing): the cause of `npm run fuzz` failing on large
 * refused bodies.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** Netlify's limit on a buffered function payload. */
export const MAX_BUFFERED_BODY = 6 * 1024 * 1024;
/** Beyond this a body is not drained either: the connection is closed, as any server must at some point. */
export const MAX_DRAINED_BODY = 64 * 1024 * 1024;

export type ReadBody =
  | { kind: 'none' }
  | { kind: 'body'; bytes: Buffer }
  /** Longer than MAX_BUFFERED_BODY; drained to its end (`drained`) or to MAX_DRAINED_BODY (not drained). */
  | { kind: 'too-large'; drained: boolean }
  | { kind: 'aborted' };

/** Whether the request declares a body (a length above 0, or chunked): only then is there anything to wait for. */
export const declaresBody = (req: IncomingMessage): boolean => {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
};

/** Reads the body to its end, keeping at most `limit` bytes; a longer body is drained (up to `drainLimit`) and dropped. */
export const readBody = (req: IncomingMessage, limit = MAX_BUFFERED_BODY, drainLimit = MAX_DRAINED_BODY): Promise<ReadBody> =>
  new Promise((resolve) => {
    if (!declaresBody(req)) return resolve({ kind: 'none' });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: ReadBody) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (chunks.length > 0) chunks.length = 0;
      if (size > drainLimit) {
        req.pause();
        settle({ kind: 'too-large', drained: false });
      }
    };
    req.on('data', onData);
    req.once('end', () => settle(size > limit ? { kind: 'too-large', drained: true } : { kind: 'body', bytes: Buffer.concat(chunks, size) }));
    req.once('error', () => settle({ kind: 'aborted' }));
    req.once('close', () => settle(req.complete ? { kind: 'body', bytes: Buffer.concat(chunks, Math.min(size, limit)) } : { kind: 'aborted' }));
  });

/**
 * What the local server does with a request the HTTP parser refuses (a malformed request line or header): the
 * same bare 400 (431 for headers too large) Node would write, then the rest of what the client sends is read and
 * dropped (up to MAX_DRAINED_BODY, while it keeps coming at least every DRAIN_MS) before the socket closes, so the answer is not lost to a
 * reset over unread bytes, as it was for a refused target followed by a large body.
 */
export const DRAIN_MS = 5_000;

// The parser stays attached and refuses every later chunk again, calling the handler once per chunk: answer once.
const answered = new WeakSet<Duplex>();

export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  if (answered.has(socket)) return;
  answered.add(socket);
  if (!socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  let drained = 0;
  const stop = () => socket.destroy();
  // An idle limit, not a deadline: a client still sending (slowly, on a busy machine) is not cut off mid-body.
  const timer = setTimeout(stop, DRAIN_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BODY) stop();
    else timer.refresh();
  });
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', stop);
  socket.on('error', stop);
  socket.resume();
};
