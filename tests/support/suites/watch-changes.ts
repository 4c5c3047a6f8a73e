/**
 * The HTTP suite of watch lists: run on the fixture app (tests/unit/http/watch-changes.test.ts) and on the built
 * function over the real archive (tests/contract/watch-changes.test.ts). `htsno` on /v1/changes equals the
 * unfiltered feed filtered by hand, on prefixes generated from the feed itself; /v1/changes.atom is Atom 1.0 with
 * the same changes, absolute links and an ETag.
 */
import { describe, expect, it } from 'vitest';
import { ChangesPage } from '../../../src/lib/schema/reference-responses.ts';
import type { LineChange } from '../../../src/lib/schema/change.ts';
import { atomProblems, parseAtom } from '../atom.ts';
import { problemOf, walkPages } from '../contract.ts';
import type { Target } from '../target.ts';

const SINCE = '2025-12-01';
const digits = (htsno: string) => htsno.replaceAll('.', '');
/** The watch rule, written out: the line is a watched number, under one, or a heading above one. */
const touches = (watch: readonly string[], htsno: string) => watch.some((w) => digits(htsno).startsWith(w) || w.startsWith(digits(htsno)));
const key = (c: LineChange) => `${c.revision} ${c.htsno} ${c.change}`;

export const watchChangesSuite = ({ name, call }: Target) =>
  describe(`watch lists through the ${name}`, () => {
    const walk = async (query: string) => (await walkPages(call, '/v1/changes', `since=${SINCE}&limit=200${query}`, ChangesPage, 500)).items;

    it('htsno keeps exactly the changes of the unfiltered feed that touch the list, on generated prefixes', async () => {
      const all = await walk('');
      expect(all.length).toBeGreaterThan(0);
      const numbers = [...new Set(all.map((c) => digits(c.htsno)))].sort();
      // Every length of prefix of lines spread through the feed, a dotted spelling, and a number nothing changed.
      const pick = (k: number) => numbers[Math.floor((k * (numbers.length - 1)) / 7)]!;
      const lists = [
        [pick(0).slice(0, 2)],
        [pick(1).slice(0, 4), pick(2).slice(0, 6)],
        [pick(3).slice(0, 8), pick(4), '9999999999'],
        [pick(5).slice(0, 4), pick(6).slice(0, 10), pick(7).slice(0, 6)],
        numbers.slice(0, 100),
      ];
      for (const watch of lists) {
        const dotted = watch.map((w, i) => (i % 2 === 0 ? w.replace(/^(\d{4})(\d{2})?(\d{2})?(\d{2})?$/, (_, a, b, c, d) => [a, b, c, d].filter(Boolean).join('.')) : w));
        const filtered = await walk(`&htsno=${encodeURIComponent(dotted.join(','))}`);
        expect(filtered.map(key), watch.join(',')).toEqual(all.filter((c) => touches(watch, c.htsno)).map(key));
        expect(filtered).toEqual(all.filter((c) => touches(watch, c.htsno)));
      }
    });

    it('refuses a list over 100 numbers or with an entry that is not a number, naming htsno', async () => {
      const over = await problemOf(await call(`/v1/changes?since=${SINCE}&htsno=${Array.from({ length: 101 }, (_, i) => String(1000 + i)).join(',')}`), 400);
      expect((over as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toEqual(['htsno']);
      const bad = await problemOf(await call(`/v1/changes.atom?htsno=2204,wine`), 400);
      expect((bad as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toEqual(['htsno']);
    });

    it('/v1/changes.atom with htsno is Atom 1.0 holding the same changes, newest first, with absolute links and an ETag', async () => {
      const all = await walk('');
      const watch = [...new Set(all.map((c) => digits(c.htsno).slice(0, 4)))].slice(0, 3);
      const res = await call(`/v1/changes.atom?since=${SINCE}&htsno=${watch.join(',')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=/);
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const feed = parseAtom(await res.text());
      expect(atomProblems(feed)).toEqual([]);
      const expected = all.filter((c) => touches(watch, c.htsno));
      expect(feed.entries).toHaveLength(Math.min(expected.length, 500));
      expect(feed.entries.map((e) => e.updated)).toEqual([...feed.entries.map((e) => e.updated)].sort().reverse());
      for (const l of [...feed.links, ...feed.entries.flatMap((e) => e.links)]) expect(l.href).toMatch(/^https?:\/\/[^/]+\//);
      expect(feed.links.find((l) => l.rel === 'self')?.href).toContain('/v1/changes.atom?');
      const again = await call(`/v1/changes.atom?since=${SINCE}&htsno=${watch.join(',')}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
    });

    it('/v1/changes.atom without parameters is the whole schedule\'s feed, an entry per revision', async () => {
      const res = await call('/v1/changes.atom');
      expect(res.status).toBe(200);
      const feed = parseAtom(await res.text());
      expect(atomProblems(feed)).toEqual([]);
      const revisions = new Set((await walk('')).map((c) => c.revision));
      for (const r of revisions) expect(feed.entries.some((e) => e.id.endsWith(r) || e.links.some((l) => l.href.includes(`/changes/${r}/`)))).toBe(true);
    });
  });
