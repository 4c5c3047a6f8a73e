/**
 * The functions' data adapter: the files the build wrote (src/lib/function-data/function-data.ts), read with
 * node:fs from the one data directory (functionDataDir) when a request first needs each, once per process.
 * An OPTIONS, a 404 or a 405 reads the envelope; a lookup or an estimate one chapter; a list the scan index.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_FILES, type FunctionEnvelope } from '../lib/function-data/function-data.ts';
import type { ChangesIndex, ReferenceIndex, SourcesIndex } from '../lib/datasets/reference-index.ts';
import { createHtsStore } from '../lib/query/hts-store.ts';
import { once } from '../lib/once.ts';
import { codeIndexOf } from '../lib/codes/code-index.ts';
import type { CodeIndexFile } from '../lib/schema/code-index.ts';
import type { CurrencyData, Deps, HtsData } from '../app/deps.ts';
import type { Chapter99IndexFile } from '../lib/chapter99/chapter99-index.ts';
import type { FeeTable } from '../lib/schema/fee-table.ts';
import type { LawData } from '../lib/schema/chapter99-law.ts';
import { compiledLaw } from '../lib/stack/compiled-law.ts';
import type { ClassifyLexicon } from '../lib/classify/lexicon.ts';
import type { ReadRulings } from '../lib/classify/ruling-terms.ts';
import { getDeployStore } from '@netlify/blobs';
import { createHistoryStores, HISTORY_KEEP_BYTES, type HistorySource } from '../lib/history/history-store.ts';
import { HISTORY_FILES, type ChapterHistory, type HistoryIndex } from '../lib/history/chapter-history.ts';
import { deployBlobsDir, functionDataDir } from './paths.ts';

/** Reads one data file as text; tests inject one that counts. */
export type DataReader = (path: string) => Promise<string>;

/**
 * Read synchronously: each file is read once per process, and its JSON.parse blocks longer than the read. Through
 * libuv's thread pool (fs/promises) the first answer that needed a file waited 1 to 9 ms more on this 2-core
 * machine, the pool's threads competing with V8's compiler and GC; a function instance answers one request at a time.
 */
const readText: DataReader = async (path) => readFileSync(path, 'utf8');


export interface FunctionDataOptions {
  /** The data directory; resolved at the first read. */
  dir?: () => string;
  read?: DataReader;
  /** The deploy store's files as a directory (the archive's history); undefined reads Netlify's deploy store. */
  blobsDir?: () => string | undefined;
}

/**
 * The archive's history lives in Netlify's deploy store, not in the bundle: it is read only by a request with
 * asOf or for a line's history. Locally and in tests the same files are read from a directory.
 */
const historySource = (blobsDir: () => string | undefined, read: DataReader): HistorySource => {
  const get = async <T>(key: string): Promise<T> => {
    const dir = blobsDir();
    if (dir !== undefined) return JSON.parse(await read(join(dir, key))) as T;
    const value = (await getDeployStore().get(key, { type: 'json' })) as T | null;
    if (value === null) throw new Error(`the deploy store has no ${key}`);
    return value;
  };
  return { index: () => get<HistoryIndex>(HISTORY_FILES.index), chapter: (n) => get<ChapterHistory>(HISTORY_FILES.chapter(n)) };
};

export const createFunctionDeps = ({ dir = functionDataDir, read = readText, blobsDir = deployBlobsDir }: FunctionDataOptions = {}): Deps => {
  const json = async <T>(name: string): Promise<T> => JSON.parse(await read(join(dir(), name))) as T;
  const hts = once(async (): Promise<HtsData> => {
    const head = await json<FunctionEnvelope>(FUNCTION_FILES.envelope);
    const chapters = new Set(head.sections.flatMap((s) => s.chapters).filter((c) => c.lineCount > 0).map((c) => c.number));
    return {
      // Built in this order: every answer spreads it, byte for byte as before.
      envelope: { datasetVersions: head.datasetVersions, htsRelease: head.htsRelease, licence: head.licence, attribution: head.attribution },
      revision: head.revision,
      sections: head.sections,
      counts: { lines: head.lineCount, classifiable: head.classifiableCount },
      store: createHtsStore({
        chapters,
        chapter: (number) => json(FUNCTION_FILES.chapter(number)),
        scan: () => json(FUNCTION_FILES.scan),
        words: () => json(FUNCTION_FILES.words),
        referencedBy: () => json(FUNCTION_FILES.referencedBy),
        chapter99Footnotes: () => json(FUNCTION_FILES.chapter99Footnotes),
      }),
      chapter99Index: () => json<Chapter99IndexFile | null>(FUNCTION_FILES.chapter99Index),
    };
  });
  return {
    envelope: async () => (await hts()).envelope,
    hts,
    reference: once(() => json<ReferenceIndex>(FUNCTION_FILES.reference)),
    changes: once(() => json<ChangesIndex>(FUNCTION_FILES.changes)),
    sources: once(() => json<SourcesIndex>(FUNCTION_FILES.sources)),
    // An archived chapter unchanged since is the current schedule's own chapter, not a rebuilt copy.
    history: once(() =>
      Promise.resolve(
        createHistoryStores(historySource(blobsDir, read), HISTORY_KEEP_BYTES, async () => {
          const { revision, store } = await hts();
          return { revision: revision.id, chapter: (number) => store.chapter(number) };
        }),
      ),
    ),
    fees: once(() => json<FeeTable>(FUNCTION_FILES.fees)),
    codes: once(async () => codeIndexOf(await json<CodeIndexFile>(FUNCTION_FILES.codes))),
    law: once(async () => compiledLaw(await json<LawData>(FUNCTION_FILES.law))),
    currency: once(() => json<CurrencyData>(FUNCTION_FILES.currency)),
    classifyLexicon: once(() => json<ClassifyLexicon>(FUNCTION_FILES.classifyLexicon)),
    classifyRulings: once(() => json<ReadRulings>(FUNCTION_FILES.classifyRulings)),
  };
};

/** The deployed function's data, read from functionDataDir(). */
export const functionDeps: Deps = createFunctionDeps();
