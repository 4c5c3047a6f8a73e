/**
 * Browser side of the search box: as the user types, asks /search/ for the
 * query (the page the form submits to, so the results are the server's own,
 * ranked by heading with the matched words marked) and shows its results
 * section in place. The page is parsed, never run: only its results section
 * is taken, as nodes.
 */

const DEBOUNCE_MS = 200;

export const attachLiveSearch = (form: HTMLFormElement | null): void => {
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.getElementById('live-status');
  const results = document.querySelector<HTMLElement>('[data-live-results]');
  if (!form || !input || !status || !results) return;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let unavailable = false;

  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    inFlight?.abort();
    if (query === '') {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const controller = (inFlight = new AbortController());
    let html: string;
    try {
      // The home page's box asks for a handful (data-live-show, src/data/site-search.ts LIVE_HEADINGS).
      const show = form.dataset.liveShow === undefined ? '' : `&show=${encodeURIComponent(form.dataset.liveShow)}`;
      const response = await fetch(`/search/?q=${encodeURIComponent(query)}${show}`, { signal: controller.signal, headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
    } catch {
      if (controller.signal.aborted) return;
      unavailable = true;
      status.textContent = 'Live search is unavailable; press Search to search on the server.';
      return;
    }
    // A newer keystroke superseded this search.
    if (ticket !== latest) return;
    const page = new DOMParser().parseFromString(html, 'text/html');
    const section = page.querySelector('[data-search-results]');
    results.replaceChildren(...(section ? [document.importNode(section, true)] : []));
    status.textContent = section?.querySelector('h2')?.textContent ?? '';
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  });
  form.addEventListener('submit', (event) => {
    // Unchanged since the page loaded, or with live search unavailable, the form goes to the server as without JavaScript.
    if (unavailable || input.value.trim() === new URLSearchParams(location.search).get('q')?.trim()) return;
    event.preventDefault();
    clearTimeout(timer);
    history.replaceState(null, '', location.pathname.startsWith('/search') ? `/search/?q=${encodeURIComponent(input.value.trim())}` : location.href);
    void run();
  });
  form.dataset.enhanced = 'true';
};
