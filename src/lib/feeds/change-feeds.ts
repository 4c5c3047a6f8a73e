/**
 * The change feed as Atom 1.0: one feed of the whole schedule (an entry per revision, with its counts) and one
 * feed per chapter (an entry per line of the chapter a revision changed, with each field before and after).
 * Entries newest first; within a revision, lines in number order. Ids are `tag:` URIs (RFC 4151) on the site's
 * host, so they name the revision or the line change, not the page that shows it.
 */
import type { ChangeSummary, RevisionChanges } from '../schema/change.ts';
import type { Revision } from '../schema/revision.ts';
import { escapeHtml } from '../site/escape-html.ts';
import { fieldChangeText } from '../site/change-text.ts';
import { formatCount } from '../site/format.ts';
import { lineHref } from '../site/line-href.ts';
import { atomDate, atomDocument, type AtomEntry, type AtomFeed } from './atom-document.ts';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const SCHEDULE_FEED_PATH = '/api/v1/changes.atom';
export const chapterFeedPath = (chapter: string): string => `/api/v1/changes/chapters/${chapter}.atom`;
/** dist/_headers rules: the feeds' media type (the chapter feeds are the only files under their folder). */
export const ATOM_FEED_HEADER_RULES: Record<string, Record<string, string>> = {
  [SCHEDULE_FEED_PATH]: { 'Content-Type': ATOM_CONTENT_TYPE },
  '/api/v1/changes/chapters/*': { 'Content-Type': ATOM_CONTENT_TYPE },
};

export const FEED_AUTHOR = 'US tariff data (unofficial)';
/** The year the tag ids were minted; never changes, or every id would. */
const TAG_YEAR = '2026';

export interface ChangeFeedInput {
  /** Absolute site URL (`https://example.org`); links are made absolute with it, ids take its host name. */
  siteUrl: string;
  /** Every archived revision, oldest first. */
  revisions: readonly Revision[];
  /** Counts per revision pair, one per revision but the first. */
  summary: readonly ChangeSummary[];
  /** The changed lines per revision pair. */
  groups: readonly RevisionChanges[];
  /** Whether a line is in the current schedule, so an entry can link to it there. */
  isCurrent?: (htsno: string) => boolean;
  /** The licence statement, as `rights`. */
  rights?: string;
}

export interface FeedChapter {
  number: string;
  title: string;
}

/** What every feed builds from: absolute URLs on the site, tag ids on its host, release names, newest first. */
export const feedContext = (input: Pick<ChangeFeedInput, 'siteUrl' | 'revisions'>) => {
  const origin = new URL(input.siteUrl).origin;
  const host = new URL(input.siteUrl).hostname.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
  const releases = new Map(input.revisions.map((r) => [r.id, r]));
  const order = new Map(input.revisions.map((r, i) => [r.id, i]));
  const newestRevision = input.revisions.reduce((d, r) => (r.publishedOn > d ? r.publishedOn : d), '0000-01-01');
  return {
    url: (path: string) => `${origin}${path}`,
    tag: (specific: string) => `tag:${host},${TAG_YEAR}:${specific}`,
    release: (id: string) => releases.get(id)?.release ?? id,
    note: (id: string) => releases.get(id)?.note ?? null,
    /** Newest first: later date, then later in the archive. */
    newestFirst: <T extends { revision: string; date: string }>(items: readonly T[]): T[] =>
      [...items].sort((a, b) => (a.date === b.date ? (order.get(b.revision) ?? 0) - (order.get(a.revision) ?? 0) : a.date < b.date ? 1 : -1)),
    newestRevision,
  };
};
type Context = ReturnType<typeof feedContext>;

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
const counts = (s: ChangeSummary) =>
  `${plural(s.added + s.removed + s.modified, 'line')} changed: ${formatCount(s.added)} added, ${formatCount(s.removed)} removed, ${formatCount(s.modified)} modified`;
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

const feed = (c: Context, meta: Omit<AtomFeed, 'updated' | 'author' | 'entries'>, entries: AtomEntry[], rights: string | undefined): string =>
  atomDocument({
    ...meta,
    updated: entries[0]?.updated ?? atomDate(c.newestRevision),
    author: { name: FEED_AUTHOR, uri: c.url('/') },
    ...(rights === undefined ? {} : { rights }),
    entries,
  });

/** /api/v1/changes.atom: one entry per revision pair, newest first. */
export const scheduleChangeFeed = (input: ChangeFeedInput): string => {
  const c = feedContext(input);
  const chaptersOf = new Map(input.groups.map((g) => [g.revision, g.lines.map((l) => l.htsno.slice(0, 2))]));
  const entries = c.newestFirst(input.summary).map((s): AtomEntry => {
    const page = c.url(`/changes/${s.revision}/`);
    const touched = new Map<string, number>();
    for (const chapter of chaptersOf.get(s.revision) ?? []) touched.set(chapter, (touched.get(chapter) ?? 0) + 1);
    const chapters = [...touched].sort(([a], [b]) => (a < b ? -1 : 1));
    const note = c.note(s.revision);
    return {
      id: c.tag(`changes/${s.revision}`),
      title: `${c.release(s.revision)}, published ${s.date}`,
      updated: atomDate(s.date),
      links: [{ rel: 'alternate', type: 'text/html', href: page }],
      summary: `${counts(s)} (compared with ${c.release(s.previous)}).`,
      contentHtml: [
        `<p>${escapeHtml(`${c.release(s.revision)}, published ${s.date}, compared with ${c.release(s.previous)}: ${counts(s)}.`)}</p>`,
        ...(note ? [`<p>Policy action: ${escapeHtml(note)}</p>`] : []),
        ...(chapters.length > 0
          ? [`<p>Chapters: ${chapters.map(([n, k]) => `${link(c.url(`/chapters/${n}/`), n)} (${k})`).join(', ')}.</p>`]
          : []),
        `<p>${link(page, 'Every changed line')}; as data: ${link(c.url(`/api/v1/changes/${s.revision}.json`), `changes/${s.revision}.json`)}.</p>`,
      ].join(''),
    };
  });
  return feed(
    c,
    {
      id: c.tag('changes'),
      title: 'Changes to the US tariff schedule (unofficial)',
      subtitle: 'What each archived revision of the Harmonized Tariff Schedule of the United States added, removed and modified, newest first.',
      links: [
        { rel: 'self', type: 'application/atom+xml', href: c.url(SCHEDULE_FEED_PATH) },
        { rel: 'alternate', type: 'text/html', href: c.url('/changes/') },
      ],
    },
    entries,
    input.rights,
  );
};

/** One changed line as an entry: what changed, each field before and after, a link to the line when it is current. */
export const lineEntry = (c: Context, input: Pick<ChangeFeedInput, 'isCurrent'>, g: Omit<RevisionChanges, 'lines'>, line: RevisionChanges['lines'][number]): AtomEntry => {
  const { htsno, change } = line;
  const at = c.url(`/changes/${g.revision}/#${htsno}`);
  const current = input.isCurrent?.(htsno) ? c.url(lineHref(htsno)) : null;
  const said = `${htsno} ${change} in ${c.release(g.revision)} (published ${g.date}), compared with ${c.release(g.previous)}.`;
  const fields = line.fields ?? [];
  const table = fields.length === 0 ? '' : [
    '<table><thead><tr><th>Field</th><th>Before</th><th>After</th></tr></thead><tbody>',
    ...fields.map((f) => `<tr><td>${f.field}</td><td>${escapeHtml(fieldChangeText(f, 'before'))}</td><td>${escapeHtml(fieldChangeText(f, 'after'))}</td></tr>`),
    '</tbody></table>',
  ].join('');
  return {
    id: c.tag(`changes/${g.revision}/${htsno}`),
    title: `${c.release(g.revision)}: ${htsno} ${change}`,
    updated: atomDate(g.date),
    links: [
      { rel: 'alternate', type: 'text/html', href: at },
      ...(current ? [{ rel: 'related' as const, type: 'text/html', title: `${htsno} in the current schedule`, href: current }] : []),
    ],
    categories: [change],
    // No summary: the content says it all, and chapter 99's feed is large enough.
    contentHtml: `<p>${escapeHtml(said)}</p>${table}${current ? `<p>${link(current, `${htsno} in the current schedule`)}</p>` : ''}`,
  };
};

/** /api/v1/changes/chapters/NN.atom: one entry per changed line of the chapter, per revision, newest first. */
export const chapterChangeFeed = (input: ChangeFeedInput, chapter: FeedChapter): string => {
  const c = feedContext(input);
  const entries = c.newestFirst(input.groups).flatMap((g) =>
    g.lines
      .filter((l) => l.htsno.slice(0, 2) === chapter.number)
      .sort((a, b) => (a.htsno < b.htsno ? -1 : a.htsno > b.htsno ? 1 : 0))
      .map((l) => lineEntry(c, input, g, l)),
  );
  const page = c.url(`/chapters/${chapter.number}/`);
  return feed(
    c,
    {
      id: c.tag(`changes/chapters/${chapter.number}`),
      title: `Changes to chapter ${chapter.number}, ${chapter.title} — US tariff schedule (unofficial)`,
      subtitle: `Lines of HTS chapter ${chapter.number} that each archived revision added, removed or modified, with every field before and after, newest first.`,
      links: [
        { rel: 'self', type: 'application/atom+xml', href: c.url(chapterFeedPath(chapter.number)) },
        { rel: 'alternate', type: 'text/html', href: page },
      ],
    },
    entries,
    input.rights,
  );
};
