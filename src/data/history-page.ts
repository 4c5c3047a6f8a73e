/**
 * The history page (/history/{htsno}/) on demand: the lineTimeline use case over the functions' data (the
 * archive's per-chapter history files that GET /v1/tariffs/{htsno}/history reads), mapped to what the page shows.
 */
import { archiveSpan, lineTimeline, type LineTimeline } from '../app/line-timeline.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import type { Revision } from '../lib/schema/revision.ts';
import { functionDeps } from './function-deps.ts';

export type HistoryOutcome =
  | { kind: 'malformed'; input: string }
  | { kind: 'not-found'; input: string; digits: string; first: Revision; latest: Revision }
  | ({ kind: 'found'; input: string } & LineTimeline);

export const loadHistoryPage = async (input: string): Promise<HistoryOutcome> => {
  const timeline = await lineTimeline(functionDeps, { htsno: input });
  if (timeline.ok) return { kind: 'found', input, ...timeline.value };
  const digits = normaliseHtsno(input);
  if (timeline.error.kind === 'invalid' || digits === null) return { kind: 'malformed', input };
  return { kind: 'not-found', input, digits, ...(await archiveSpan(functionDeps)) };
};
