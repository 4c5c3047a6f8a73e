/**
 * The data a use case may load: a port, declared here and implemented below the edge (src/data/function-deps.ts
 * reads the files the build wrote; tests/support/fixture-deps.ts serves the unit fixture). Each loader is called
 * when a use case first needs it; the adapter decides how often it really reads.
 */
import type { Chapter99IndexFile } from '../lib/chapter99/chapter99-index.ts';
import type { CodeIndex } from '../lib/codes/code-index.ts';
import type { ChangesIndex, ReferenceIndex, SourcesIndex } from '../lib/datasets/reference-index.ts';
import type { HistoryStores } from '../lib/history/history-store.ts';
import type { HtsStore } from '../lib/query/hts-store.ts';
import type { SectionSummary } from '../lib/schema/chapters.ts';
import type { Envelope } from '../lib/schema/envelope.ts';
import type { ClassifyLexicon } from '../lib/classify/lexicon.ts';
import type { ReadRulings } from '../lib/classify/ruling-terms.ts';
import type { FeeTable } from '../lib/schema/fee-table.ts';
import type { RevisionRef } from '../lib/schema/revision-ref.ts';
import type { CompiledLaw } from '../lib/stack/compile-law.ts';
import type { LaterReleases } from '../lib/schema/schedule-currency.ts';

/** What the publisher issued after the build's schedule, and when a live pull last asked it. */
export interface CurrencyData {
  catalogue: LaterReleases;
  publisherCheckedOn: string | null;
}

export interface HtsData {
  envelope: Envelope;
  revision: RevisionRef;
  sections: SectionSummary[];
  counts: { lines: number; classifiable: number };
  /** The lines themselves, each piece read when a request first needs it. */
  store: HtsStore;
  /**
   * The current schedule's chapter 99 index data as the build wrote it (null: the schedule has no chapter 99);
   * without it, the first estimate builds it from the store's chapter 99.
   */
  chapter99Index?: () => Promise<Chapter99IndexFile | null>;
}

/** Data sources, loaded lazily and once per process by the adapter that provides them. */
export interface Deps {
  /** What every answer carries, from a tiny file: OPTIONS, 404 and 405 load nothing more. */
  envelope(): Promise<Envelope>;
  hts(): Promise<HtsData>;
  reference(): Promise<ReferenceIndex>;
  changes(): Promise<ChangesIndex>;
  sources(): Promise<SourcesIndex>;
  /** The archive's revisions as line stores and per-line history: read only for asOf and history requests. */
  history(): Promise<HistoryStores>;
  /** The curated entry fees (content/fees/entry-fees.json), for the estimate's fees. */
  fees(): Promise<FeeTable>;
  /** Every number the archive held and when, every removal with its successors: read by code checks and a line's history. */
  codes(): Promise<CodeIndex>;
  /** The chapter 99 law (content/chapter99), compiled once: read by estimates for the candidates' statuses and the stack. */
  law(): Promise<CompiledLaw>;
  /** The releases issued after the build's schedule (content/currency), for scheduleCurrency. */
  currency(): Promise<CurrencyData>;
  /** WordNet's more general words for goods nouns (derived by the build from WordNet, src/data/classify-lexicon.ts): read by /v1/classify only. */
  classifyLexicon(): Promise<ClassifyLexicon>;
  /** Product terms CBP has ruled on (content/classify/cbp-rulings.json): read by /v1/classify only. */
  classifyRulings(): Promise<ReadRulings>;
}
