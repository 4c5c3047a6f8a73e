/**
 * Query parsing under arbitrary input: every endpoint's query schema through
 * readParams, cursors, tariff numbers, search tokens and the text index. The
 * rule under test is docs/GUIDE.md's: an invalid parameter is reported, never
 * dropped, and nothing throws. Needs no build: the lookup on the real schedule
 * is tests/fuzz/query-params.property.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../../src/http/cursor.ts';
import { ChangeQuery } from '../../../src/lib/query/change-query.ts';
import { Chapter99Query } from '../../../src/lib/query/chapter99-query.ts';
import { CountryQuery } from '../../../src/lib/query/country-query.ts';
import { normaliseHtsno } from '../../../src/lib/query/hts-store.ts';
import { NoticeQuery } from '../../../src/lib/query/notice-query.ts';
import { MAX_LIMIT } from '../../../src/lib/query/params.ts';
import { PortQuery } from '../../../src/lib/query/port-query.ts';
import { MAX_PARAM_LENGTH, readParams } from '../../../src/lib/query/read-params.ts';
import { termKey, tokens } from '../../../src/lib/search/analyser.ts';
import { queryPlan } from '../../../src/lib/search/query-plan.ts';
import { lineScoreOf } from '../../../src/lib/search/score.ts';
import { createTextIndex } from '../../../src/lib/search/text-index.ts';
import { TariffQuery } from '../../../src/lib/query/tariff-query.ts';
import { HOSTILE_VALUES, plausibleValues } from '../../../scripts/lib/fuzz/hostile-values.ts';

const SCHEMAS: [string, z.ZodObject][] = [
  ['tariffs', TariffQuery],
  ['chapter99', Chapter99Query],
  ['countries', CountryQuery],
  ['ports', PortQuery],
  ['notices', NoticeQuery],
  ['changes', ChangeQuery],
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'q[]', 'limit ', 'LIMIT', 'x'.repeat(300)];

const valueFor = (key: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...plausibleValues(key)) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  );

const entriesFor = (schema: z.ZodObject) => {
  const keys = Object.keys(schema.shape);
  return fc.array(
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) }).chain((key) => valueFor(key).map((v): [string, string] => [key, v])),
    { maxLength: 6 },
  );
};

describe.each(SCHEMAS)('readParams with the %s query schema', (_name, schema) => {
  const allowed = new Set(Object.keys(schema.shape));

  it('never throws; answers every parameter or names each bad one, never drops one', () => {
    fc.assert(
      fc.property(entriesFor(schema), (entries) => {
        const result = readParams(schema, entries);
        const keys = entries.map(([k]) => k);
        const clean =
          keys.every((k) => allowed.has(k)) &&
          new Set(keys).size === keys.length &&
          entries.every(([, v]) => v.length <= MAX_PARAM_LENGTH && !/[\u0000-\u001f\u007f]/.test(v));
        if (!result.ok) {
          expect(result.error.length).toBeGreaterThan(0);
          for (const detail of result.error) expect(typeof detail).toBe('string');
          // Every unknown or repeated key is named in a detail of its own.
          for (const k of keys.filter((k) => !allowed.has(k))) expect(result.error.some((d) => d.includes('unknown parameter') && d.startsWith(JSON.stringify(k).slice(0, 10)))).toBe(true);
          return;
        }
        expect(clean).toBe(true);
        expect(schema.safeParse(Object.fromEntries(entries)).success).toBe(true);
        // Nothing but the schema's own keys comes out, and no prototype was touched.
        for (const k of Object.keys(result.value)) expect(allowed.has(k)).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        const limit = (result.value as { limit?: unknown }).limit;
        expect(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_LIMIT).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('does not depend on the order of parameters', () => {
    fc.assert(
      fc.property(entriesFor(schema).chain((e) => fc.shuffledSubarray(e, { minLength: e.length, maxLength: e.length }).map((s) => [e, s] as const)), ([a, b]) => {
        const ra = readParams(schema, a);
        const rb = readParams(schema, b);
        expect(ra.ok).toBe(rb.ok);
        if (ra.ok && rb.ok) expect(ra.value).toEqual(rb.value);
        // Which problem a repeated key reports may follow the order; which keys are named may not.
        const named = (details: string[]) => [...new Set(details.map((d) => d.slice(0, d.indexOf(':'))))].sort();
        if (!ra.ok && !rb.ok) expect(named(ra.error)).toEqual(named(rb.error));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a repeated parameter', () => {
  it('is named once, and none of its values is used to judge the others, whatever the order (a case fast-check found)', () => {
    const a = readParams(NoticeQuery, [['to', 'é'], ['to', '2024-01-01'], ['from', '2025-01-01']]);
    const b = readParams(NoticeQuery, [['to', '2024-01-01'], ['from', '2025-01-01'], ['to', 'é']]);
    expect(a).toEqual({ ok: false, error: ['to: given more than once'] });
    expect(b).toEqual(a);
  });
});

describe('tariff filters that pass are real filters', () => {
  it('q always has a word to match, so it never returns the whole schedule unfiltered', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('!!!', ' - ', '…', '¿?', '**', '%', '  .  ')), (q) => {
        const result = readParams(TariffQuery, [['q', q]]);
        if (result.ok) expect(tokens(result.value.q!).length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('chapter, heading and htsno pass only in their documented shapes', () => {
    fc.assert(
      fc.property(fc.constantFrom('chapter', 'heading', 'htsno'), fc.oneof(fc.stringMatching(/^[\d.]{0,14}$/), fc.constantFrom(...HOSTILE_VALUES)), (key, value) => {
        const result = readParams(TariffQuery, [[key, value]]);
        if (!result.ok) return;
        const got = (result.value as Record<string, unknown>)[key] as string;
        if (key === 'chapter') expect(got).toMatch(/^\d{2}$/);
        if (key === 'heading') expect(got).toMatch(/^\d{4}$/);
        if (key === 'htsno') expect(got.replaceAll('.', '')).toMatch(/^\d{1,10}$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cursors', () => {
  const scope = fc.string({ maxLength: 40 });
  const offset = fc.integer({ min: 0, max: 999_999_999 });

  it('decoding any string never throws and yields null or an offset', () => {
    fc.assert(
      fc.property(scope, fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{0,12}\.[A-Za-z0-9_-]{0,20}$/), fc.constantFrom(...HOSTILE_VALUES)), (s, cursor) => {
        const decoded = decodeCursor(s, cursor);
        expect(decoded === null || (Number.isSafeInteger(decoded) && decoded >= 0)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips in its own scope and fails in any other', () => {
    fc.assert(
      fc.property(scope, scope, offset, (a, b, n) => {
        const cursor = encodeCursor(a, n);
        expect(decodeCursor(a, cursor)).toBe(n);
        if (a !== b) expect(decodeCursor(b, cursor)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('any edit of an issued cursor is refused, never read as another (or the same) page', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    fc.assert(
      fc.property(scope, offset, fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('replace', 'insert', 'delete'), (s, n, at, ch, edit) => {
        const cursor = encodeCursor(s, n);
        const i = at % (cursor.length + (edit === 'insert' ? 1 : 0));
        const edited =
          edit === 'replace' ? cursor.slice(0, i) + ch + cursor.slice(i + 1) : edit === 'insert' ? cursor.slice(0, i) + ch + cursor.slice(i) : cursor.slice(0, i) + cursor.slice(i + 1);
        fc.pre(edited !== cursor);
        expect(decodeCursor(s, edited)).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('tariff numbers', () => {
  const digits = fc.stringMatching(/^\d{2,10}$/);
  const dotted = digits.chain((d) =>
    fc.array(fc.boolean(), { minLength: d.length - 1, maxLength: d.length - 1 }).map((dots) => [d, [...d].map((c, i) => (i > 0 && dots[i - 1] ? `.${c}` : c)).join('')] as const),
  );

  it('normaliseHtsno never throws and yields null or 2 to 10 digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d. ]{0,16}$/), fc.constantFrom(...HOSTILE_VALUES)), (input) => {
        const n = normaliseHtsno(input);
        if (n !== null) expect(n).toMatch(/^\d{2,10}$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('dots and surrounding spaces do not change the number', () => {
    fc.assert(
      fc.property(dotted, fc.constantFrom('', ' ', '\t'), ([plain, withDots], pad) => {
        expect(normaliseHtsno(`${pad}${withDots}${pad}`)).toBe(plain);
      }),
      { numRuns: 1000 },
    );
  });

});

describe('search text', () => {
  it('tokens never throw and are lower-case ASCII words', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        for (const t of tokens(text)) expect(t).toMatch(/^[a-z0-9]+$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('the inverted index matches a brute-force scan: every token starts a word of the line or shares its key', () => {
    // Short stems with inflections and British spellings, so keys (plurals, -ing, tyre/tire) are often what matches.
    const word = fc.oneof(
      fc.stringMatching(/^[a-z0-9]{1,4}$/),
      fc.tuple(fc.constantFrom('box', 'tomato', 'shoe', 'berr', 'print', 'tyre', 'tire', 'colour', 'color', 'gas', 'knive', 'knif'), fc.constantFrom('', 's', 'es', 'ies', 'ing', 'ed', 'y', 'e')).map(([a, b]) => a + b),
    );
    const corpus = fc.array(fc.array(fc.array(word, { maxLength: 5 }).map((w) => w.join(' ')), { maxLength: 3 }), { minLength: 1, maxLength: 30 });
    let keyOnly = 0;
    fc.assert(
      fc.property(corpus, fc.array(word, { minLength: 1, maxLength: 3 }), (lines, needles) => {
        const hits = createTextIndex(lines.length, (i) => ({ heading: String(1000 + i), above: lines[i]!.slice(0, -1), own: lines[i]!.slice(-1) })).match(queryPlan(needles.join(' '), new Map()));
        lines.forEach((texts, i) => {
          const words = texts.flatMap(tokens);
          const expected = needles.every((n) => words.some((w) => w.startsWith(n) || termKey(w) === termKey(n)));
          if (expected && !needles.every((n) => words.some((w) => w.startsWith(n)))) keyOnly++;
          expect(lineScoreOf(hits, i) !== 0, `line ${i}`).toBe(expected);
        });
      }),
      { numRuns: 1000 },
    );
    expect(keyOnly).toBeGreaterThan(20);
  });
});
