/**
 * Browser side of the search box: loads Pagefind on first use and lists
 * results as the user types. Results are built as DOM nodes from plain
 * text, never from HTML strings.
 */
import { americanSpelling } from '../lib/search/analyser.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  debouncedSearch(q: string, o?: unknown, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX_RESULTS = 20;
const PAGEFIND_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;
const pagefind = () => (loading ??= import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>);

const plain = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const resultItem = (data: PagefindResultData): HTMLLIElement => {
  const li = document.createElement('li');
  const a = document.createElement('a');
  // A schedule line's record URL is its anchor on the chapter page.
  a.href = data.url;
  a.textContent = data.meta.title ?? a.href;
  const path = document.createElement('span');
  path.className = 'path';
  path.textContent = data.meta.path ?? plain(data.excerpt);
  li.append(a);
  // A line's general rate and its kind, as the server-rendered results show them.
  if (data.meta.rate) {
    const rate = document.createElement('span');
    rate.className = 'rate';
    rate.textContent = `General rate ${data.meta.rate}${data.meta.kind ? ` (${data.meta.kind})` : ''}`;
    li.append(rate);
  }
  li.append(path);
  return li;
};

/** Results under their heading (pages, which have none, under "Pages"), each heading where its first result came. */
const grouped = (data: PagefindResultData[]): HTMLLIElement[] => {
  const groups = new Map<string, HTMLOListElement>();
  const items: HTMLLIElement[] = [];
  for (const d of data) {
    const heading = d.meta.heading ?? 'Pages';
    let list = groups.get(heading);
    if (!list) {
      const group = document.createElement('li');
      group.className = 'group';
      const title = document.createElement('h3');
      title.textContent = heading;
      list = document.createElement('ol');
      group.append(title, list);
      groups.set(heading, list);
      items.push(group);
    }
    list.append(resultItem(d));
  }
  return items;
};

export const attachLiveSearch = (form: HTMLFormElement | null): void => {
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.getElementById('live-status');
  const list = document.getElementById('live-results');
  if (!form || !input || !status || !list) return;
  let latest = 0;
  let unavailable = false;

  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    if (query === '') {
      list.replaceChildren();
      list.hidden = true;
      status.textContent = '';
      return;
    }
    let found: Awaited<ReturnType<Pagefind['debouncedSearch']>>;
    try {
      // British spellings read as the schedule's American ones, as the API's analyser reads them (colour -> color).
      const asTheScheduleSpells = query.replace(/[A-Za-z]+/g, (w) => americanSpelling(w.toLowerCase()));
      found = await (await pagefind()).debouncedSearch(asTheScheduleSpells, {}, 150);
    } catch {
      unavailable = true;
      status.textContent = 'Live search is unavailable; press Search to search on the server.';
      return;
    }
    // A newer keystroke superseded this search (debouncedSearch answers null).
    if (found === null || ticket !== latest) return;
    const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (ticket !== latest) return;
    list.replaceChildren(...grouped(data));
    list.hidden = data.length === 0;
    const total = found.results.length;
    status.textContent =
      total === 0 ? `No line matches “${query}”.` : `${total} result${total === 1 ? '' : 's'}${total > MAX_RESULTS ? `, the first ${MAX_RESULTS} shown` : ''}.`;
  };

  input.addEventListener('input', () => void run());
  form.addEventListener('submit', (event) => {
    if (unavailable) return; // the server answers instead
    event.preventDefault();
    void run();
  });
  form.dataset.enhanced = 'true';
};
