/**
 * The site's Pagefind index: every HTML page, plus one record per line of
 * the schedule, so a search for "sparkling wine" or "2204.10" answers with
 * the line itself and links to its anchor on the chapter page. A line's
 * record holds its number (with each shorter prefix, so a partial number
 * matches as a word) and its full description path: the chapter page shows
 * the path as a hierarchy, never whole on one row.
 */
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { searchTexts } from '../lib/function-data/function-data.ts';
import { createTextIndex } from '../lib/search/text-index.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import type { Synonym } from '../lib/search/query-plan.ts';
import { lineHref } from '../lib/site/footnote-parts.ts';

/** 2204.21.50.05 -> "2204 2204.21 2204.21.50 2204.21.50.05 2204215005". */
export const numberTerms = (line: Pick<TariffLine, 'htsno' | 'digits'>): string => {
  const groups = line.htsno.split('.');
  return [...groups.map((_, i) => groups.slice(0, i + 1).join('.')), line.digits].join(' ');
};

/**
 * A line's record. `alsoKnownAs` are the synonym names (content/search-synonyms.json)
 * whose schedule phrase the line matches, as `q` reads it: the site's search finds
 * "sneakers" or "laptop" as the API does. Meta carries what a result shows: the
 * general rate and its kind, and the heading to group under.
 */
export const lineRecord = (line: TariffLine, alsoKnownAs: readonly string[] = []) => ({
  url: lineHref(line.htsno),
  language: 'en',
  content: `${numberTerms(line)}. ${line.descriptionPath.join('. ')}${alsoKnownAs.length > 0 ? `. Also known as: ${alsoKnownAs.join(', ')}` : ''}`,
  meta: {
    title: `${line.htsno} ${line.description}`,
    path: line.descriptionPath.join(' › '),
    heading: `${line.heading} ${line.descriptionPath[0] ?? ''}`,
    rate: line.general.text,
    kind: line.rateKind ?? '',
  },
  filters: { chapter: [line.chapter] },
});

/** Per line, the synonym names whose schedule phrases match it through the analyser (the same index `q` uses). */
export const synonymNames = (lines: readonly TariffLine[], entries: readonly Synonym[]): string[][] => {
  const index = createTextIndex(lines.length, (i) => searchTexts(lines[i]!));
  const names = lines.map(() => new Set<string>());
  for (const entry of entries) {
    for (const phrase of entry.schedule) {
      for (const i of index.match(index.plan(phrase)).lines) for (const n of entry.names) names[i]!.add(n);
    }
  }
  return names.map((s) => [...s]);
};

const CONCURRENCY = 64;

const check = (what: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`pagefind ${what}: ${errors.join('; ')}`);
};

export interface SearchIndexBuild {
  /** Adds the site's pages, writes the bundle to <siteDir>/pagefind and stops the Pagefind service. */
  finish(siteDir: string): Promise<{ pages: number; records: number }>;
  /** Stops the Pagefind service without writing (the build failed). */
  abort(): Promise<void>;
}

/**
 * Starts indexing the lines at once: the Pagefind service answers each
 * record in turn, so this runs while Astro builds the pages, and the pages
 * are added when they exist.
 */
export const startSearchIndex = (lines: readonly TariffLine[], synonyms: readonly Synonym[]): SearchIndexBuild => {
  const records = (async () => {
    const alsoKnownAs = synonymNames(lines, synonyms);
    // Fragments bundled into shared files: one file per line would be ~30,000 files to deploy.
    const created = await createIndex({ forceLanguage: 'en', maxFragments: 2000 });
    check('createIndex', created.errors);
    const index = created.index!;
    let next = 0;
    const worker = async () => {
      while (next < lines.length) {
        const i = next++;
        check('addCustomRecord', (await index.addCustomRecord(lineRecord(lines[i]!, alsoKnownAs[i]!))).errors);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return index;
  })();
  // Reported by finish(); never an unhandled rejection while the site builds.
  records.catch(() => undefined);
  return {
    async finish(siteDir) {
      try {
        const index = await records;
        const site = await index.addDirectory({ path: siteDir });
        check('addDirectory', site.errors);
        check('writeFiles', (await index.writeFiles({ outputPath: join(siteDir, 'pagefind') })).errors);
        return { pages: site.page_count, records: lines.length };
      } finally {
        await close();
      }
    },
    async abort() {
      await close();
    },
  };
};
