/**
 * An Atom 1.0 document (RFC 4287) as text: the feed's metadata and its entries, already ordered by the caller.
 * Every text and attribute is escaped here, so callers pass plain strings; HTML content is passed as HTML and
 * written as `type="html"` (escaped once more, as the format requires).
 */

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** What XML 1.0 cannot hold at all (C0 controls but tab and newlines, lone surrogates, U+FFFE, U+FFFF): dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value as XML: the five markup characters as entities, characters XML cannot hold removed. */
export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** `2026-06-08` -> `2026-06-08T00:00:00Z` (RFC 3339, as Atom dates are). */
export const atomDate = (isoDate: string): string => `${isoDate}T00:00:00Z`;

export interface AtomLink {
  rel: 'self' | 'alternate' | 'related';
  href: string;
  type?: string;
  title?: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  /** RFC 3339 date-time. */
  updated: string;
  links: AtomLink[];
  /** Plain text. */
  summary?: string;
  /** An HTML fragment. */
  contentHtml?: string;
  categories?: string[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** RFC 3339 date-time. */
  updated: string;
  author: { name: string; uri?: string };
  links: AtomLink[];
  rights?: string;
  entries: AtomEntry[];
}

const attributes = (attrs: Record<string, string | undefined>): string =>
  Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

const text = (indent: string, name: string, value: string, attrs: Record<string, string | undefined> = {}): string =>
  `${indent}<${name}${attributes(attrs)}>${escapeXml(value)}</${name}>`;

const link = (indent: string, l: AtomLink): string => `${indent}<link${attributes({ rel: l.rel, type: l.type, title: l.title, href: l.href })}/>`;

const entry = (e: AtomEntry): string[] => [
  '  <entry>',
  text('    ', 'id', e.id),
  text('    ', 'title', e.title),
  text('    ', 'updated', e.updated),
  ...e.links.map((l) => link('    ', l)),
  ...(e.categories ?? []).map((term) => `    <category${attributes({ term })}/>`),
  ...(e.summary === undefined ? [] : [text('    ', 'summary', e.summary)]),
  ...(e.contentHtml === undefined ? [] : [text('    ', 'content', e.contentHtml, { type: 'html' })]),
  '  </entry>',
];

/** The whole document, UTF-8, newline-terminated. */
export const atomDocument = (feed: AtomFeed): string =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}">`,
    text('  ', 'id', feed.id),
    text('  ', 'title', feed.title),
    ...(feed.subtitle === undefined ? [] : [text('  ', 'subtitle', feed.subtitle)]),
    text('  ', 'updated', feed.updated),
    '  <author>',
    text('    ', 'name', feed.author.name),
    ...(feed.author.uri === undefined ? [] : [text('    ', 'uri', feed.author.uri)]),
    '  </author>',
    ...feed.links.map((l) => link('  ', l)),
    ...(feed.rights === undefined ? [] : [text('  ', 'rights', feed.rights)]),
    ...feed.entries.flatMap(entry),
    '</feed>',
    '',
  ].join('\n');
