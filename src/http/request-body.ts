/** Reading a request's body at the edge: bounded in bytes, then as UTF-8 text, each refusal as its problem reply. */
import { problem } from './app.ts';
import type { Reply } from './context.ts';
import { badRequest } from './failure-reply.ts';

export const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
export const CSV_MEDIA_TYPE = /^text\/csv\s*(?:;|$)/i;

/** Reads at most `limit` bytes of the body; null when it is longer. */
export const readLimited = async (request: Request, limit: number): Promise<Uint8Array | null> => {
  const length = request.headers.get('content-length');
  const declared = Number(length ?? '0');
  if (declared > limit) return null;
  // A declared length within the limit bounds the body (the HTTP parser holds the sender to it), so it is read in
  // one piece, the cheap way; only a body of unknown length (chunked) is streamed and counted.
  if (length !== null && /^\d+$/.test(length.trim())) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limit ? null : bytes;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

// Without `stream`, decode() keeps no state between calls: one decoder serves every request.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type BodyText = { ok: true; text: string } | { ok: false; reply: Reply };

/** The body as text: a 413 naming the limit when it is longer than `limit` bytes, a 400 when it is not UTF-8. */
export const readText = async (request: Request, limit: number, limitText = `${limit} bytes`): Promise<BodyText> => {
  const bytes = await readLimited(request, limit);
  if (bytes === null) return { ok: false, reply: problem(413, 'payload-too-large', `The body may be at most ${limitText}`) };
  try {
    return { ok: true, text: UTF8.decode(bytes) };
  } catch {
    return { ok: false, reply: badRequest('(body)', 'not valid UTF-8') };
  }
};
