/**
 * Headings the home page's live search box shows as the user types (`/search/?q=…&show=5`): a handful is what a
 * person reads before refining the words or opening the full answer, which the box links to. The search page itself
 * shows 20 a page (src/data/site-search.ts).
 */
export const LIVE_HEADINGS = 5;
