/**
 * The Atom change feeds the build writes (src/data/write-atom-feeds.ts), read back with a real XML parser:
 * /api/v1/changes.atom and /api/v1/changes/chapters/NN.atom are valid Atom 1.0 and list exactly what the change
 * feed (/api/v1/changes/*.json) lists; the pages that show those changes advertise them; both servers give them
 * the Atom media type (the local server by extension, Netlify through dist/_headers).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { readNetlifyRules } from '../../src/data/local-server/netlify-rules.ts';
import { headersFor } from '../../src/lib/netlify/parse-headers.ts';
import type { FieldChange } from '../../src/lib/schema/change.ts';
import { ChangesIndexFile, ChapterIndexFile, RevisionChangesFile } from '../../src/lib/schema/static-files.ts';
import { atomProblems, htmlText, parseAtom, type AtomEntryRead } from '../support/atom.ts';
import { startServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
const read = (path: string) => readFileSync(join(DIST_DIR, path), 'utf8');
const feedOf = (path: string) => parseAtom(read(path));

const index = ChangesIndexFile.parse(JSON.parse(read('api/v1/changes/index.json')));
const groups = index.summary.map((s) => RevisionChangesFile.parse(JSON.parse(read(`api/v1/changes/${s.revision}.json`))));
const chapters = ChapterIndexFile.parse(JSON.parse(read('api/v1/chapters/index.json'))).sections.flatMap((s) => s.chapters);
const release = new Map(index.revisions.map((r) => [r.id, r.release]));
const newestRevision = index.revisions.map((r) => r.publishedOn).sort().at(-1)!;
/** Revision pairs newest first, by date (the archive's order breaks no tie: no two revisions share a date). */
const newestFirst = [...groups].sort((a, b) => (a.date < b.date ? 1 : -1));
const count = (n: number) => n.toLocaleString('en-US');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const alternate = (e: AtomEntryRead) => new URL(e.links.find((l) => l.rel === 'alternate')!.href);

/** A field's before or after as the feed shows it (units and footnotes joined, as on the revision pages). */
const shown = (f: FieldChange, side: 'before' | 'after'): string =>
  f.field === 'units' ? f[side].join(', ') || '(none)' : f.field === 'footnotes' ? f[side].map((n) => n.text).join(' | ') || '(none)' : f[side] || '(empty)';

describe('/api/v1/changes.atom', () => {
  const feed = feedOf('api/v1/changes.atom');

  it('is valid Atom 1.0: id, title, updated, author; every entry with id, title, updated and link; unique ids; RFC 3339 dates; newest first', () => {
    expect(atomProblems(feed)).toEqual([]);
    expect(feed.updated).toBe(`${newestFirst[0]!.date}T00:00:00Z`);
    expect(new URL(feed.links.find((l) => l.rel === 'self')!.href).pathname).toBe('/api/v1/changes.atom');
    expect(new URL(feed.links.find((l) => l.rel === 'alternate')!.href).pathname).toBe('/changes/');
  });

  it('has one entry per revision of the change feed, newest first, with its release, date, counts and page', () => {
    expect(index.summary.length).toBeGreaterThan(40);
    expect(new Set(index.summary.map((s) => s.date)).size).toBe(index.summary.length);
    expect(feed.entries.map((e) => alternate(e).pathname)).toEqual(newestFirst.map((g) => `/changes/${g.revision}/`));
    const bySummary = new Map(index.summary.map((s) => [s.revision, s]));
    for (const [i, entry] of feed.entries.entries()) {
      const s = bySummary.get(newestFirst[i]!.revision)!;
      expect(entry.title).toBe(`${release.get(s.revision)}, published ${s.date}`);
      expect(entry.updated).toBe(`${s.date}T00:00:00Z`);
      expect(entry.summary).toContain(`${count(s.added)} added, ${count(s.removed)} removed, ${count(s.modified)} modified (compared with ${release.get(s.previous)})`);
      // The page the entry links to exists in the build.
      expect(existsSync(join(DIST_DIR, alternate(entry).pathname, 'index.html')), alternate(entry).pathname).toBe(true);
    }
  });
});

describe('/api/v1/changes/chapters/NN.atom', () => {
  it('exists for every chapter of the schedule, and nothing else is in its folder', () => {
    expect(chapters.length).toBe(99);
    expect(readdirSync(join(DIST_DIR, 'api/v1/changes/chapters')).sort()).toEqual(chapters.map((c) => `${c.number}.atom`).sort());
  });

  it('is valid Atom 1.0 for every chapter and lists exactly its changed lines, per revision, newest first, each field before and after', () => {
    let entries = 0;
    let fields = 0;
    let empty = 0;
    for (const chapter of chapters) {
      const path = `api/v1/changes/chapters/${chapter.number}.atom`;
      const feed = feedOf(path);
      expect(atomProblems(feed), path).toEqual([]);
      expect(new URL(feed.links.find((l) => l.rel === 'self')!.href).pathname, path).toBe(`/${path}`);
      expect(new URL(feed.links.find((l) => l.rel === 'alternate')!.href).pathname, path).toBe(`/chapters/${chapter.number}/`);
      expect(feed.title, path).toBe(`Changes to chapter ${chapter.number}, ${chapter.title} — US tariff schedule (unofficial)`);
      const expected = newestFirst.flatMap((g) =>
        g.lines
          .filter((l) => l.htsno.slice(0, 2) === chapter.number)
          .sort((a, b) => (a.htsno < b.htsno ? -1 : 1))
          .map((l) => ({ group: g, line: l })),
      );
      const listed = feed.entries.map((e) => {
        const url = alternate(e);
        return `${url.pathname}${url.hash} ${e.categories.join(',')}`;
      });
      expect(listed, path).toEqual(expected.map(({ group, line }) => `/changes/${group.revision}/#${line.htsno} ${line.change}`));
      for (const [i, { group, line }] of expected.entries()) {
        const entry = feed.entries[i]!;
        expect(entry.title).toBe(`${release.get(group.revision)}: ${line.htsno} ${line.change}`);
        expect(entry.updated).toBe(`${group.date}T00:00:00Z`);
        expect(entry.contentType).toBe('html');
        const text = htmlText(entry.content!);
        expect(text).toContain(`${line.htsno} ${line.change} in ${release.get(group.revision)} (published ${group.date}), compared with ${release.get(group.previous)}.`);
        for (const f of line.fields ?? []) {
          expect(text, `${path} ${line.htsno} ${f.field}`).toContain(squash(`${f.field} ${shown(f, 'before')} ${shown(f, 'after')}`));
          fields++;
        }
      }
      if (expected.length === 0) {
        expect(feed.updated, path).toBe(`${newestRevision}T00:00:00Z`);
        empty++;
      }
      entries += feed.entries.length;
    }
    // Every changed line of the archive is in exactly one chapter feed.
    expect(entries).toBe(groups.reduce((n, g) => n + g.lines.length, 0));
    expect(fields).toBeGreaterThan(1000);
    expect(empty).toBeGreaterThan(0);
  });

  it('links each line to an anchor of its revision page that exists', () => {
    const feed = feedOf('api/v1/changes/chapters/22.atom');
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries.slice(0, 20)) {
      const url = alternate(entry);
      expect(read(join(url.pathname, 'index.html')), url.href).toContain(`id="${url.hash.slice(1)}"`);
    }
  });
});

describe('feed discovery and media type', () => {
  const atomLinks = (html: string) =>
    [...(html.split('</head>')[0] ?? '').matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]+)" href="([^"]+)">/g)].map((m) => ({ title: m[1]!, href: m[2]! }));

  it('/changes/ and every chapter page (and chapter 99\'s subchapter pages) name their feed in <head>, and the feed is built', () => {
    expect(atomLinks(read('changes/index.html'))).toEqual([{ title: 'Changes to the US tariff schedule (Atom)', href: '/api/v1/changes.atom' }]);
    const pages = chapters.map((c) => ({ chapter: c.number, page: `chapters/${c.number}/index.html` }));
    const parts = readdirSync(join(DIST_DIR, 'chapters/99'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(parts.length).toBeGreaterThan(10);
    pages.push(...parts.map((d) => ({ chapter: '99', page: `chapters/99/${d.name}/index.html` })));
    for (const { chapter, page } of pages) {
      const links = atomLinks(read(page));
      expect(links, page).toEqual([{ title: `Changes to chapter ${chapter} (Atom)`, href: `/api/v1/changes/chapters/${chapter}.atom` }]);
      expect(existsSync(join(DIST_DIR, links[0]!.href)), page).toBe(true);
    }
    // A visible link too, not only one for feed readers.
    expect(read('changes/index.html')).toMatch(/<a href="\/api\/v1\/changes\.atom" type="application\/atom\+xml">/);
    expect(read('chapters/22/index.html')).toMatch(/<a href="\/api\/v1\/changes\/chapters\/22\.atom" type="application\/atom\+xml">/);
  });

  it('dist/_headers gives Netlify the Atom media type for every feed', async () => {
    const { headers: rules } = await readNetlifyRules(DIST_DIR);
    for (const path of ['/api/v1/changes.atom', ...chapters.map((c) => `/api/v1/changes/chapters/${c.number}.atom`)]) {
      expect(headersFor(rules, path)['Content-Type'], path).toBe(ATOM_TYPE);
    }
    expect(headersFor(rules, '/api/v1/changes/index.json')['Content-Type']).toBeUndefined();
  });

  describe('the local server', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => server?.stop());

    it.each(['/api/v1/changes.atom', '/api/v1/changes/chapters/22.atom', '/api/v1/changes/chapters/77.atom'])('answers GET %s with the file as application/atom+xml', async (path) => {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(ATOM_TYPE);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe(read(path));
    });
  });
});
