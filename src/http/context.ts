/** What every handler receives: the request, parsed once, and the data it may load. */
import type { Envelope } from '../lib/schema/envelope.ts';
import type { HtsStore } from '../lib/query/hts-store.ts';
import type { RevisionRef } from '../lib/schema/revision-ref.ts';
import type { SectionSummary } from '../lib/schema/chapters.ts';
import type { ChangesIndex, ReferenceIndex, SourcesIndex } from '../lib/datasets/reference-index.ts';
import type { HistoryStores } from '../lib/history/history-store.ts';

export interface HtsData {
  envelope: Envelope;
  revision: RevisionRef;
  sections: SectionSummary[];
  counts: { lines: number; classifiable: number };
  /** The lines themselves, each piece read when a request first needs it. */
  store: HtsStore;
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
}

export interface Ctx {
  request: Request;
  url: URL;
  /** Decoded path parameters, e.g. {htsno}. */
  params: Record<string, string>;
  requestId: string;
  deps: Deps;
  envelope: Envelope;
  /** Who is calling, as the gate identified them; absent means the anonymous plan. Read by /v1/changes for the history window. */
  caller?: { plan: string; historyDays: number };
}

/** What a handler returns; the app turns it into a Response with the shared headers. */
export type Reply =
  | { kind: 'json'; status: number; body: Record<string, unknown>; cache?: 'public' | 'no-store' }
  | { kind: 'problem'; status: number; slug: import('./problem.ts').ProblemSlug; detail?: string; extensions?: Record<string, unknown>; headers?: Record<string, string> }
  | { kind: 'bad-filter'; details: string[] }
  /** A body in another media type (a CSV answer): sent as it is, never cached, without the envelope. */
  | { kind: 'text'; status: number; mediaType: string; body: string; headers?: Record<string, string> };

export type Handler = (ctx: Ctx) => Promise<Reply> | Reply;
