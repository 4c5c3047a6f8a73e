/**
 * The Atom change feeds from a small hand-made archive, read back with a real XML parser: valid Atom 1.0, newest
 * first, every character a description can hold escaped, and a chapter with no changes still a valid feed.
 */
import { describe, expect, it } from 'vitest';
import { atomDate, atomDocument, escapeXml } from '../../../src/lib/feeds/atom-document.ts';
import { chapterChangeFeed, scheduleChangeFeed, type ChangeFeedInput } from '../../../src/lib/feeds/change-feeds.ts';
import type { ChangeSummary, RevisionChanges } from '../../../src/lib/schema/change.ts';
import type { Revision } from '../../../src/lib/schema/revision.ts';
import { atomProblems, htmlText, parseAtom } from '../../support/atom.ts';

const revision = (id: string, release: string, publishedOn: string, note: string | null = null): Revision => ({
  id,
  release,
  year: Number(id.slice(0, 4)),
  number: id.endsWith('basic') ? 0 : Number(id.split('_').at(-1)),
  publishedOn,
  policyEffectiveOn: null,
  note,
  dateSource: 'revision-dates-csv',
});

const NASTY = `Wine & "spirits" <b>not bold</b> it's 5% < 10% > 2%`;
const revisions = [
  revision('2026_basic', '2026HTSBasic', '2026-01-01'),
  revision('2026_rev_1', '2026HTSRev1', '2026-01-16', 'Section 232 & <annex> "II"'),
  revision('2026_rev_2', '2026HTSRev2', '2026-01-30'),
];
const groups: RevisionChanges[] = [
  {
    revision: '2026_rev_1',
    previous: '2026_basic',
    date: '2026-01-16',
    lines: [
      { htsno: '2204.21.50.05', change: 'modified', fields: [{ field: 'description', before: 'Wine', after: NASTY }, { field: 'units', before: ['liters'], after: [] }] },
      { htsno: '0101.21.00.10', change: 'added' },
      { htsno: '9903.01.25', change: 'removed' },
    ],
  },
  { revision: '2026_rev_2', previous: '2026_rev_1', date: '2026-01-30', lines: [{ htsno: '2204.10.00.75', change: 'modified', fields: [{ field: 'general', before: 'Free', after: '19.8¢/liter' }] }] },
];
const summary: ChangeSummary[] = [
  { revision: '2026_rev_1', previous: '2026_basic', date: '2026-01-16', added: 1, removed: 1, modified: 1 },
  { revision: '2026_rev_2', previous: '2026_rev_1', date: '2026-01-30', added: 0, removed: 0, modified: 1 },
];
const input: ChangeFeedInput = { siteUrl: 'https://tariffs.example:8443/', revisions, summary, groups, isCurrent: (h) => h !== '9903.01.25', rights: 'Public domain & "unofficial"' };

describe('escapeXml', () => {
  it('escapes the five markup characters and drops characters XML 1.0 cannot hold', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(escapeXml('tab\tline\nok\u0001\u0008\uFFFE\uD800 é 😀')).toBe('tab\tline\nok é 😀');
  });

  it('is checked by a parser that refuses what is not well-formed Atom', () => {
    const good = atomDocument({ id: 'tag:x.example,2026:t', title: 't', updated: atomDate('2026-01-01'), author: { name: 'a' }, links: [], entries: [] });
    expect(() => parseAtom(good)).not.toThrow();
    expect(() => parseAtom(good.replace('<title>t</title>', '<title>a & b</title>'))).toThrow();
    expect(() => parseAtom(good.replace('<title>t</title>', '<title>a < b</title>'))).toThrow();
    expect(() => parseAtom(good.replace('<title>t</title>', '<title>\u0001</title>'))).toThrow();
    expect(() => parseAtom(good.replace('</feed>', ''))).toThrow();
    expect(() => parseAtom(good.replace('http://www.w3.org/2005/Atom', 'http://example.org/not-atom'))).toThrow(/not an Atom feed/);
  });

  it('makes any text survive a round trip through the parser', () => {
    const title = `${NASTY}\u0000 ]]> &amp; <![CDATA[x]]>`;
    const xml = atomDocument({ id: 'tag:x.example,2026:t', title, updated: atomDate('2026-01-01'), author: { name: 'A & B' }, links: [{ rel: 'self', href: 'https://x.example/?a=1&b="2"' }], entries: [] });
    const feed = parseAtom(xml);
    expect(feed.title).toBe(title.replace('\u0000', ''));
    expect(feed.authors).toEqual(['A & B']);
    expect(feed.links[0]!.href).toBe('https://x.example/?a=1&b="2"');
  });
});

describe('the whole-schedule feed', () => {
  const feed = parseAtom(scheduleChangeFeed(input));

  it('is valid Atom 1.0: ids, titles, dates, author, self and alternate links', () => {
    expect(atomProblems(feed)).toEqual([]);
    expect(feed.id).toBe('tag:tariffs.example,2026:changes');
    expect(feed.updated).toBe('2026-01-30T00:00:00Z');
    expect(feed.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: 'https://tariffs.example:8443/api/v1/changes.atom', title: null });
    expect(feed.links).toContainEqual({ rel: 'alternate', type: 'text/html', href: 'https://tariffs.example:8443/changes/', title: null });
  });

  it('has one entry per revision pair, newest first, with its release name, date, counts and page', () => {
    expect(feed.entries.map((e) => e.title)).toEqual(['2026HTSRev2, published 2026-01-30', '2026HTSRev1, published 2026-01-16']);
    expect(feed.entries.map((e) => e.id)).toEqual(['tag:tariffs.example,2026:changes/2026_rev_2', 'tag:tariffs.example,2026:changes/2026_rev_1']);
    expect(feed.entries.map((e) => e.links[0]!.href)).toEqual(['https://tariffs.example:8443/changes/2026_rev_2/', 'https://tariffs.example:8443/changes/2026_rev_1/']);
    expect(feed.entries[1]!.summary).toBe('3 lines changed: 1 added, 1 removed, 1 modified (compared with 2026HTSBasic).');
    const content = htmlText(feed.entries[1]!.content!);
    expect(content).toContain('Policy action: Section 232 & <annex> "II"');
    expect(feed.entries[1]!.content).toContain('<a href="https://tariffs.example:8443/chapters/22/">22</a> (1)');
  });

  it('orders by date even when the summary does not', () => {
    const reversed = parseAtom(scheduleChangeFeed({ ...input, summary: [...summary].reverse() }));
    expect(reversed.entries.map((e) => e.id)).toEqual(feed.entries.map((e) => e.id));
  });
});

describe('a chapter feed', () => {
  it('has one entry per changed line of the chapter, newest revision first, with each field before and after', () => {
    const feed = parseAtom(chapterChangeFeed(input, { number: '22', title: 'Beverages, spirits & vinegar' }));
    expect(atomProblems(feed)).toEqual([]);
    expect(feed.title).toBe('Changes to chapter 22, Beverages, spirits & vinegar — US tariff schedule (unofficial)');
    expect(feed.links.find((l) => l.rel === 'self')!.href).toBe('https://tariffs.example:8443/api/v1/changes/chapters/22.atom');
    expect(feed.links.find((l) => l.rel === 'alternate')!.href).toBe('https://tariffs.example:8443/chapters/22/');
    expect(feed.entries.map((e) => e.title)).toEqual(['2026HTSRev2: 2204.10.00.75 modified', '2026HTSRev1: 2204.21.50.05 modified']);
    const [newer, older] = feed.entries;
    expect(newer!.id).toBe('tag:tariffs.example,2026:changes/2026_rev_2/2204.10.00.75');
    expect(newer!.links).toContainEqual({ rel: 'alternate', type: 'text/html', href: 'https://tariffs.example:8443/changes/2026_rev_2/#2204.10.00.75', title: null });
    expect(newer!.links.find((l) => l.rel === 'related')!.href).toBe('https://tariffs.example:8443/chapters/22/#2204.10.00.75');
    expect(newer!.categories).toEqual(['modified']);
    expect(newer!.contentType).toBe('html');
    expect(htmlText(newer!.content!)).toMatch(/general\s+Free\s+19\.8¢\/liter/);
    // The description with every markup character comes back as written, once unescaped as XML and once as HTML.
    expect(htmlText(older!.content!)).toContain(`description Wine ${NASTY}`);
    expect(older!.content).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(htmlText(older!.content!)).toMatch(/units\s+liters\s+\(none\)/);
    expect(htmlText(older!.content!)).toMatch(/^2204\.21\.50\.05 modified in 2026HTSRev1 \(published 2026-01-16\), compared with 2026HTSBasic\. Field Before After/);
    expect(older!.content).toContain('<a href="https://tariffs.example:8443/chapters/22/#2204.21.50.05">2204.21.50.05 in the current schedule</a>');
  });

  it('orders a revision\'s lines by number and links a removed line only to its revision page', () => {
    const ch01 = parseAtom(chapterChangeFeed(input, { number: '01', title: 'Live animals' }));
    expect(ch01.entries.map((e) => e.title)).toEqual(['2026HTSRev1: 0101.21.00.10 added']);
    const ch99 = parseAtom(chapterChangeFeed(input, { number: '99', title: 'Temporary legislation' }));
    expect(ch99.entries.map((e) => [e.title, e.links.map((l) => l.rel)])).toEqual([['2026HTSRev1: 9903.01.25 removed', ['alternate']]]);
    expect(htmlText(ch99.entries[0]!.content!)).toBe('9903.01.25 removed in 2026HTSRev1 (published 2026-01-16), compared with 2026HTSBasic.');
  });

  it('is a valid feed with no entries when nothing in the chapter changed, dated by the newest revision', () => {
    const xml = chapterChangeFeed(input, { number: '77', title: '(Reserved for possible future use)' });
    const feed = parseAtom(xml);
    expect(atomProblems(feed)).toEqual([]);
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('2026-01-30T00:00:00Z');
    expect(feed.id).toBe('tag:tariffs.example,2026:changes/chapters/77');
  });

  it('is the same text for the same input', () => {
    expect(chapterChangeFeed(input, { number: '22', title: 'Beverages' })).toBe(chapterChangeFeed({ ...input, groups: [...groups].reverse() }, { number: '22', title: 'Beverages' }));
  });
});
