/**
 * JSON.stringify of an object with one large array, in pieces: the text before the array, then its elements a few
 * at a time, then the rest. Joined, the pieces are exactly JSON.stringify(value), byte for byte
 * (tests/unit/http/json-chunks.test.ts). A 1,000-line batch answer is about 26 MB of JSON: stringified whole, one
 * character outside Latin-1 anywhere (an en dash in a chapter 99 text) makes the whole string two bytes a
 * character, and it is then copied again to UTF-8; in pieces, each piece is small, most stay one byte a character,
 * and each is encoded and sent while the next is made. About 2.5 times less CPU on that answer.
 */

/** The pieces of JSON.stringify(value), splitting the array under `key` every `per` elements. */
export function* jsonPieces(value: Record<string, unknown>, key: string, per = 32): Generator<string> {
  const array = value[key];
  if (!Array.isArray(array)) {
    yield JSON.stringify(value);
    return;
  }
  const { open: first, close } = around(value, key);
  let open = first;
  for (let i = 0; i < array.length; i += per) {
    let chunk = i === 0 ? open : ',';
    const end = Math.min(array.length, i + per);
    for (let j = i; j < end; j++) chunk += `${j > i ? ',' : ''}${JSON.stringify(array[j]) ?? 'null'}`;
    yield chunk;
    open = '';
  }
  yield `${open}${close}`;
}

/** The text of JSON.stringify(value) before the elements of the array under `key` ('...[') and after them (']...'). */
const around = (value: Record<string, unknown>, key: string): { open: string; close: string } => {
  const { before, after } = membersAround(value, key);
  return { open: `${before}${JSON.stringify(key)}:[`, close: `]${after}` };
};

/**
 * The text of JSON.stringify(value) before the member `key` ('{' or '{...,') and after it ('}' or ',...}'), for a
 * member whose value is written apart: before + '"key":' + its JSON + after is JSON.stringify(value).
 */
export const membersAround = (value: Record<string, unknown>, key: string): { before: string; after: string } => {
  const keys = Object.keys(value);
  const at = keys.indexOf(key);
  const part = (names: string[]) => {
    // No prototype: a member named __proto__ stays a member, as JSON.stringify writes it.
    const o = Object.create(null) as Record<string, unknown>;
    for (const k of names) o[k] = value[k];
    return JSON.stringify(o);
  };
  // Before the member: the keys ahead of it as JSON.stringify writes them ('{}' when none, or all undefined).
  const head = part(keys.slice(0, at));
  const tail = part(keys.slice(at + 1));
  return { before: head === '{}' ? '{' : `${head.slice(0, -1)},`, after: tail === '{}' ? '}' : `,${tail.slice(1)}` };
};

/** For an object written whole: its JSON in pieces made elsewhere (text, or bytes made once), or undefined. */
export type PiecesOf = (o: object) => readonly (string | Uint8Array)[] | undefined;

/** Bytes sent at a time: the stream makes this much, then waits for the reader. */
const CHUNK = 65_536;

/**
 * Objects written member by member down to this depth (an element is depth 0: a batch line, its estimate 1, its
 * candidates 2); deeper ones (each candidate) are stringified whole: measured on 1,000 lines of their own values,
 * walking deeper costs more CPU than it saves (248 ms at 8, 195 ms at 3), and stringifying the candidates as one
 * array much more (542 ms).
 */
const DEPTH = 3;
/** Strings this long or longer are encoded once per stream and copied after (the texts every estimate repeats). */
const LONG = 32;
/**
 * Values made once whose bytes are this long or longer are sent as their own chunk each time they stand, not copied
 * into one: a batch of repeated lines is then mostly the same few buffers (25.8 MB of the bench's 1,000-line answer
 * copied and collected per batch, before). Shorter ones (a chapter 99 candidate, about 1 KB) are copied, so the
 * answer is not cut into thousands of small writes.
 */
const SHARED = 8192;

/** JSON.stringify's view of a member: its toJSON(key) when it has one. */
const resolved = (v: unknown, key: string): unknown =>
  v !== null && (typeof v === 'object' || typeof v === 'bigint') && typeof (v as { toJSON?: unknown }).toJSON === 'function' ? (v as { toJSON(k: string): unknown }).toJSON(key) : v;
/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const absent = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * The same bytes as a stream of UTF-8, about 64 KB at a time, each made when the reader asks for it. The elements are
 * written as JSON.stringify writes them, member by member down to DEPTH, with what repeats made once: a long string
 * is encoded once and copied wherever it stands again (the texts every estimate of a batch repeats), and an element's member
 * object met again (a batch gives every line sent twice the same estimate), or an object written whole met again (a
 * chapter 99 candidate that does not depend on the amounts), is stringified once, then copied (from SHARED bytes up,
 * sent as they are). The bytes of a value do not depend on where it stands (only toJSON sees its key, and it is
 * called with it). An object written whole for which `piecesOf` gives pieces is written from them instead: a batch's
 * chapter 99 candidates, as the bytes around their ifApplied made once and ifApplied's own text
 * (src/http/candidate-json.ts candidatePieces; the bench's 1,000 lines each with their own values, 22,400 candidates
 * and 16 MB of their JSON, in process, old and new in turn: p50 48-53 -> 43-50 ms read as a stream, 81-89 -> 66-68
 * ms read whole).
 */
export const jsonStream = (value: Record<string, unknown>, key: string, piecesOf?: PiecesOf): ReadableStream<Uint8Array> => {
  const array = value[key];
  if (!Array.isArray(array)) {
    const whole = Buffer.from(JSON.stringify(value), 'utf8');
    return new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(whole), c.close()) });
  }
  const { open, close } = around(value, key);
  const seen = new Set<object>();
  const encoded = new Map<object, Buffer>();
  const strings = new Map<string, Buffer>();
  const names = new Map<string, string>();
  // The buffer being filled; bytes from `start` to `at` are not sent yet. A chunk sent before the buffer is full
  // (a shared value follows, or the reader asked) is a view of it, and the rest of it is filled after.
  let out = Buffer.allocUnsafe(CHUNK);
  let start = 0;
  let at = 0;
  let i = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let sent = false;
      // Small pieces are joined as text first: one write of many of them costs less than many writes.
      let pending = '';
      const flush = () => {
        if (at === start) return;
        controller.enqueue(out.subarray(start, at));
        start = at;
        sent = true;
      };
      /** Room for `n` more bytes: the rest of the buffer, or a new one once what it holds is sent. */
      const room = (n: number) => {
        if (at + n <= CHUNK) return;
        flush();
        out = Buffer.allocUnsafe(CHUNK);
        start = at = 0;
      };
      const drain = () => {
        const s = pending;
        if (s === '') return;
        pending = '';
        if (3 * s.length > CHUNK) {
          flush();
          controller.enqueue(Buffer.from(s, 'utf8'));
          return;
        }
        room(3 * s.length);
        at += out.write(s, at, 'utf8');
      };
      const text = (s: string) => {
        pending += s;
        if (pending.length > 8192) drain();
      };
      const bytes = (b: Uint8Array) => {
        drain();
        if (b.length >= SHARED) {
          // Sent as they are, not copied: the same bytes go out again for every repeat of the value, as a kept
          // reply's bytes go out for every request that asks it (kept-replies.ts). Readers only read them.
          flush();
          controller.enqueue(b);
          sent = true;
          return;
        }
        room(b.length);
        out.set(b, at);
        at += b.length;
      };
      const nameOf = (k: string) => {
        let name = names.get(k);
        if (name === undefined) names.set(k, (name = `${JSON.stringify(k)}:`));
        return name;
      };
      /** Writes `v`, already resolved (toJSON applied) and not absent, at `depth`. */
      const write = (v: unknown, depth: number): void => {
        switch (typeof v) {
          case 'string': {
            if (v.length < LONG) return text(JSON.stringify(v));
            let b = strings.get(v);
            if (b === undefined) strings.set(v, (b = Buffer.from(JSON.stringify(v), 'utf8')));
            return bytes(b);
          }
          case 'number':
            return text(Number.isFinite(v) ? String(v) : 'null');
          case 'boolean':
            return text(v ? 'true' : 'false');
          case 'object':
            if (v === null) return text('null');
            break;
          default:
            // A bigint: JSON.stringify throws, and so does this.
            return text(JSON.stringify(v));
        }
        const o = v as object;
        if (depth <= 1 || depth >= DEPTH) {
          const kept = encoded.get(o);
          if (kept !== undefined) return bytes(kept);
          if (seen.has(o)) {
            const b = Buffer.from(JSON.stringify(o), 'utf8');
            encoded.set(o, b);
            return bytes(b);
          }
          seen.add(o);
        }
        const pieces = depth >= DEPTH ? piecesOf?.(o) : undefined;
        if (pieces !== undefined) {
          for (const piece of pieces) {
            if (typeof piece === 'string') text(piece);
            else bytes(piece);
          }
          return;
        }
        const proto = Object.getPrototypeOf(o) as unknown;
        const isArray = Array.isArray(o);
        // Boxed primitives, class instances and what lies deep: as JSON.stringify writes them.
        if (depth >= DEPTH || (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)) return text(JSON.stringify(o));
        if (isArray) {
          text('[');
          for (let j = 0; j < o.length; j++) {
            if (j > 0) text(',');
            const m = resolved(o[j], String(j));
            if (absent(m)) text('null');
            else write(m, depth + 1);
          }
          return text(']');
        }
        let first = true;
        for (const k of Object.keys(o)) {
          const m = resolved((o as Record<string, unknown>)[k], k);
          if (absent(m)) continue;
          text(first ? `{${nameOf(k)}` : `,${nameOf(k)}`);
          first = false;
          write(m, depth + 1);
        }
        text(first ? '{}' : '}');
      };
      while (!sent) {
        if (i === -1) text(open);
        else if (i < array.length) {
          if (i > 0) text(',');
          const e = resolved(array[i], String(i));
          if (absent(e)) text('null');
          else write(e, 0);
        } else {
          text(close);
          drain();
          flush();
          controller.close();
          return;
        }
        i++;
        if (pending.length > 0 && !sent && at + 3 * pending.length > CHUNK) drain();
      }
      drain();
    },
  });
};
