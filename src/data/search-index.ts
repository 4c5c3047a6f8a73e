/**
 * The site's Pagefind index of its HTML pages. The site's search (/search/ and its live box) answers from the same
 * store as GET /v1/headings, so the index holds no record per schedule line: those records (29,597 of them, with
 * each line's synonym names worked out by a text index of the whole schedule) were read by nothing once the search
 * page answered by heading, and cost the build the schedule's JSON, that index and Pagefind's indexing of them.
 */
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

const check = (what: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`pagefind ${what}: ${errors.join('; ')}`);
};

export interface SearchIndexBuild {
  /** Adds the site's pages, writes the bundle to <siteDir>/pagefind and stops the Pagefind service. */
  finish(siteDir: string): Promise<{ pages: number }>;
  /** Stops the Pagefind service without writing (the build failed). */
  abort(): Promise<void>;
}

/** Starts the Pagefind service at once, so it is ready when the pages exist. */
export const startSearchIndex = (): SearchIndexBuild => {
  const started = (async () => {
    const created = await createIndex({ forceLanguage: 'en' });
    check('createIndex', created.errors);
    return created.index!;
  })();
  // Reported by finish(); never an unhandled rejection while the site builds.
  started.catch(() => undefined);
  return {
    async finish(siteDir) {
      try {
        const index = await started;
        const site = await index.addDirectory({ path: siteDir });
        check('addDirectory', site.errors);
        check('writeFiles', (await index.writeFiles({ outputPath: join(siteDir, 'pagefind') })).errors);
        return { pages: site.page_count };
      } finally {
        await close();
      }
    },
    async abort() {
      await close();
    },
  };
};
