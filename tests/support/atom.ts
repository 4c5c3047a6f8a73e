/**
 * Atom 1.0 documents read with a real XML parser (@xmldom/xmldom, stopping at any warning, plus the two
 * well-formedness rules it lets pass: no bare `&`, no character XML 1.0 forbids), and the checks of
 * RFC 4287 the feeds must pass: the feed's id, title, updated and author; each entry's id, title, updated and
 * alternate link; unique entry ids; RFC 3339 dates; entries newest first; absolute IRIs.
 */
import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface AtomLinkRead {
  rel: string;
  href: string;
  type: string | null;
  title: string | null;
}
export interface AtomEntryRead {
  id: string;
  title: string;
  updated: string;
  links: AtomLinkRead[];
  summary: string | null;
  content: string | null;
  contentType: string | null;
  categories: string[];
}
export interface AtomFeedRead {
  id: string;
  title: string;
  updated: string;
  authors: string[];
  links: AtomLinkRead[];
  entries: AtomEntryRead[];
}

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ATOM_NS && (n as Element).localName === name);
const one = (parent: Element, name: string): Element | null => children(parent, name)[0] ?? null;
const textOf = (parent: Element, name: string): string | null => one(parent, name)?.textContent ?? null;
const links = (parent: Element): AtomLinkRead[] =>
  children(parent, 'link').map((l) => ({ rel: l.getAttribute('rel') ?? 'alternate', href: l.getAttribute('href') ?? '', type: l.getAttribute('type'), title: l.getAttribute('title') }));

// xmldom reads a bare `&` as text and keeps characters XML 1.0 forbids; those two rules are checked here.
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);)/;
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Parses strictly: malformed XML, or a root that is not an Atom feed, throws. */
export const parseAtom = (xml: string): AtomFeedRead => {
  const amp = BARE_AMPERSAND.exec(xml);
  if (amp) throw new Error(`not well-formed: a bare & at ${amp.index}: ${JSON.stringify(xml.slice(amp.index, amp.index + 20))}`);
  const bad = NOT_XML_CHAR.exec(xml);
  if (bad) throw new Error(`not well-formed: U+${bad[0].codePointAt(0)!.toString(16).padStart(4, '0')} at ${bad.index}`);
  const doc = new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'application/xml');
  const feed = doc.documentElement;
  if (!feed || feed.namespaceURI !== ATOM_NS || feed.localName !== 'feed') throw new Error(`not an Atom feed: root ${feed?.namespaceURI} ${feed?.localName}`);
  return {
    id: textOf(feed, 'id') ?? '',
    title: textOf(feed, 'title') ?? '',
    updated: textOf(feed, 'updated') ?? '',
    authors: children(feed, 'author').map((a) => textOf(a, 'name') ?? ''),
    links: links(feed),
    entries: children(feed, 'entry').map((e) => ({
      id: textOf(e, 'id') ?? '',
      title: textOf(e, 'title') ?? '',
      updated: textOf(e, 'updated') ?? '',
      links: links(e),
      summary: textOf(e, 'summary'),
      content: textOf(e, 'content'),
      contentType: one(e, 'content')?.getAttribute('type') ?? null,
      categories: children(e, 'category').map((c) => c.getAttribute('term') ?? ''),
    })),
  };
};

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isIri = (s: string) => /^(https?:\/\/[^\s]+|tag:[A-Za-z0-9.-]+,\d{4}(-\d{2}(-\d{2})?)?:[^\s]*)$/.test(s);

/** What RFC 4287 requires of the document that it does not satisfy (empty when valid). */
export const atomProblems = (feed: AtomFeedRead): string[] => {
  const problems: string[] = [];
  if (!isIri(feed.id)) problems.push(`feed id ${JSON.stringify(feed.id)} is not an absolute IRI`);
  if (feed.title.trim() === '') problems.push('feed has no title');
  if (!RFC3339.test(feed.updated)) problems.push(`feed updated ${JSON.stringify(feed.updated)} is not RFC 3339`);
  if (feed.authors.length === 0 || feed.authors.some((a) => a.trim() === '')) problems.push('feed has no author name');
  if (!feed.links.some((l) => l.rel === 'self' && /^https?:\/\//.test(l.href))) problems.push('feed has no absolute self link');
  const seen = new Set<string>();
  feed.entries.forEach((e, i) => {
    const at = `entry ${i} (${e.id})`;
    if (!isIri(e.id)) problems.push(`${at}: id is not an absolute IRI`);
    if (seen.has(e.id)) problems.push(`${at}: id repeated`);
    seen.add(e.id);
    if (e.title.trim() === '') problems.push(`${at}: no title`);
    if (!RFC3339.test(e.updated)) problems.push(`${at}: updated ${JSON.stringify(e.updated)} is not RFC 3339`);
    if (!e.links.some((l) => l.rel === 'alternate' && /^https?:\/\//.test(l.href))) problems.push(`${at}: no absolute alternate link`);
    // No author on the entry: the feed's author covers it (RFC 4287 4.1.1).
    const previous = feed.entries[i - 1];
    if (previous && Date.parse(previous.updated) < Date.parse(e.updated)) problems.push(`${at}: newer than the entry before it`);
  });
  const newest = feed.entries[0];
  if (newest && newest.updated !== feed.updated) problems.push(`feed updated ${feed.updated} is not its newest entry's ${newest.updated}`);
  return problems;
};

/** The HTML an entry's content holds, read back to text: tags as spaces, runs of spaces as one, the five entities decoded. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
