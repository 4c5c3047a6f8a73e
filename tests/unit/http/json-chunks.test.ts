/** The streamed JSON of a large answer is JSON.stringify of it, byte for byte, whatever the values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidatePieces } from '../../../src/http/candidate-json.ts';
import { jsonPieces, jsonStream, membersAround } from '../../../src/http/json-chunks.ts';

const bytes = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/** What membersAround gives, with the member's own JSON between: JSON.stringify(value) when it is right. */
const rejoined = (value: Record<string, unknown>, key: string) => {
  const { before, after } = membersAround(value, key);
  return `${before}${JSON.stringify(key)}:${JSON.stringify(value[key])}${after}`;
};

describe('membersAround', () => {
  it('cuts JSON.stringify of any object around any of its members', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.nat(), (value, pick) => {
        const keys = Object.keys(value);
        const key = keys[pick % keys.length]!;
        expect(rejoined(value, key)).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a member named __proto__ a member, before or after the one cut around', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"k":[1],"constructor":2}') as Record<string, unknown>;
    expect(rejoined(value, 'k')).toBe(JSON.stringify(value));
    expect(rejoined(value, '__proto__')).toBe(JSON.stringify(value));
  });
});

describe('jsonPieces and jsonStream', () => {
  it('join to JSON.stringify of any object, the array anywhere among its keys, any piece size', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.oneof(fc.jsonValue(), fc.constant(undefined))),
        fc.nat(5),
        fc.integer({ min: 1, max: 7 }),
        (rest, array, position, per) => {
          const entries: [string, unknown][] = Object.entries(rest).filter(([k]) => k !== 'lines');
          entries.splice(Math.min(position, entries.length), 0, ['lines', array]);
          const value = Object.fromEntries(entries);
          expect([...jsonPieces(value, 'lines', per)].join('')).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep undefined members out as JSON.stringify does, before and after the array, and an empty array', () => {
    for (const value of [
      { lines: [] },
      { a: undefined, lines: [1, undefined, 'x'], b: undefined },
      { a: 1, lines: [], b: undefined },
      { a: undefined, lines: [{ x: undefined, y: '–' }], c: 'é' },
      { a: 'no array', lines: 'not an array' },
      JSON.parse('{"__proto__":{"x":1},"lines":[1],"constructor":2}') as Record<string, unknown>,
    ]) {
      expect([...jsonPieces(value, 'lines', 2)].join('')).toBe(JSON.stringify(value));
    }
  });

  it('stream the UTF-8 bytes of JSON.stringify (texts outside Latin-1 included), in several chunks', async () => {
    const value = { estimate: true, lines: Array.from({ length: 3000 }, (_, i) => ({ line: i + 1, text: `9903.03.02–9903.03.11 ${'x'.repeat(i % 50)}`, n: i / 3 })), totals: { a: 1 } };
    const expected = new TextEncoder().encode(JSON.stringify(value));
    const reader = jsonStream(value, 'lines').getReader();
    let chunks = 0;
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      chunks++;
      parts.push(r.value);
    }
    expect(chunks).toBeGreaterThan(1);
    expect(Buffer.concat(parts).equals(Buffer.from(expected))).toBe(true);
    expect(Buffer.from(await bytes(jsonStream(value, 'lines'))).equals(Buffer.from(expected))).toBe(true);
  });

  it('stream the bytes of JSON.stringify when elements share member objects (written once, then copied), whatever they hold', async () => {
    const deep = (n: number): unknown => (n === 0 ? 'the bottom, a text long enough to be kept once' : { n, next: [deep(n - 1), undefined, () => 1] });
    const odd = fc.constantFrom(new Date(0), new Number(3), new String('boxed'), new Map([[1, 2]]), Object.create(null) as object, deep(12), Symbol('s'), -0, Number.NaN, 1e21);
    const member = fc.oneof(fc.jsonValue({ maxDepth: 10 }), fc.constant(undefined), fc.string({ unit: 'binary', minLength: 0, maxLength: 80 }), fc.constant({ toJSON: (k: string) => `key ${k}` }), odd);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.dictionary(fc.constantFrom('line', 'estimate', 'problem', '__proto__', '2', 'x'), member), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer()), { maxLength: 60 }),
        fc.nat(3000),
        async (shared, picks, big) => {
          // Elements built from a few shared objects (some large, one far over a chunk), each with its own line number.
          const pool = [...shared, { text: `–${'x'.repeat(big * 40)}` }, JSON.parse('{"__proto__":{"a":1},"b":[1,2]}') as object];
          const lines = picks.map(([a, b, n], i) =>
            i % 7 === 6 ? pool[a % pool.length] : i % 11 === 10 ? [pool[a % pool.length]] : { line: n, estimate: pool[a % pool.length], other: pool[b % pool.length], gone: undefined },
          );
          const value = { estimate: true, lines, totals: { n: lines.length } };
          expect(Buffer.from(await bytes(jsonStream(value, 'lines'))).toString('utf8')).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 100 },
    );
  });
  it('stream the bytes of JSON.stringify when elements share objects deep down (a batch\'s candidates), whatever they hold', async () => {
    const member = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constant(undefined), fc.string({ unit: 'binary', minLength: 30, maxLength: 80 }), fc.constant({ toJSON: (k: string) => `key ${k}` }), fc.constant(new Date(0)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.dictionary(fc.constantFrom('heading', 'ifApplied', 'linkedBy', '__proto__', 'x'), member), { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 8 }), { maxLength: 40 }),
        async (pool, picks) => {
          // Each element its own estimate and list, holding objects of the pool (the same ones on many lines) or copies.
          const lines = picks.map((list, i) => ({ line: i + 1, estimate: { candidates: list.map(([k, own]) => (own ? { ...pool[k % pool.length] } : pool[k % pool.length])) } }));
          const value = { estimate: true, lines, totals: { n: lines.length } };
          expect(Buffer.from(await bytes(jsonStream(value, 'lines'))).toString('utf8')).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('stream the bytes of JSON.stringify when objects deep down are written from the pieces of what they were made from', async () => {
    // As a batch's memo notes candidates: each made from a `shown` (its members without ifApplied, ifApplied at one
    // position), many from one shown with their own ifApplied; some not noted, some with ifApplied undefined.
    const name = fc.constantFrom('heading', 'description', 'rate', 'linkedBy', 'inForce', '__proto__', 'x');
    const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', minLength: 30, maxLength: 80 }), fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.uniqueArray(fc.tuple(name, value), { selector: ([k]) => k, maxLength: 6 }), fc.nat()), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(fc.tuple(fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined)), fc.boolean()), { maxLength: 8 }), { maxLength: 30 }),
        async (shapes, picks) => {
          const shown = shapes.map(([entries]) => Object.fromEntries(entries));
          const noted = new Map<object, object>();
          const made = (k: number, ifApplied: unknown, note: boolean) => {
            const [entries, at] = shapes[k % shapes.length]!;
            const pos = at % (entries.length + 1);
            const candidate = Object.fromEntries([...entries.slice(0, pos), ['ifApplied', ifApplied], ...entries.slice(pos)]) as object;
            if (note) noted.set(candidate, shown[k % shapes.length]!);
            return candidate;
          };
          const lines = picks.map((list, i) => ({ line: i + 1, estimate: { chapter99Candidates: list.map(([k, ifApplied, note]) => made(k, ifApplied, note)) } }));
          const answer = { estimate: true, lines, totals: { n: lines.length } };
          const streamed = await bytes(jsonStream(answer, 'lines', (o) => candidatePieces(o, noted.get(o))));
          expect(Buffer.from(streamed).toString('utf8')).toBe(JSON.stringify(answer));
          expect(Buffer.from(JSON.stringify(answer), 'utf8').equals(streamed)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('send a large repeated value as the same bytes each time it stands, the chunks read first and joined after', async () => {
    // Lines answered once and sent again (a batch of repeated lines): around and beyond the size shared as it is
    // (8 KB) and the chunk size (64 KB), between small lines of their own, so chunks end part-way through a buffer.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 6_000, max: 70_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.nat(2), fc.string({ maxLength: 40 })), { minLength: 2, maxLength: 40 }),
        async (sizes, order) => {
          const large = sizes.map((n, k) => ({ estimate: { text: 'é'.repeat(k) + 'x'.repeat(n), dutyUsd: k } }));
          const lines = order.map((o) => (typeof o === 'number' ? large[o % large.length] : { own: o }));
          const value = { estimate: true, lines, totals: { n: lines.length } };
          const reader = jsonStream(value, 'lines').getReader();
          const chunks: Uint8Array[] = [];
          for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
          // Every chunk read before any is joined: a later chunk written over an earlier one would show here.
          expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify(value));
          // A value is written out the first time, made into bytes the second, and those bytes sent again after.
          const repeated = large.filter((v) => lines.filter((l) => l === v).length >= 3 && JSON.stringify(v).length >= 8192);
          if (repeated.length > 0) expect(new Set(chunks).size).toBeLessThan(chunks.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
