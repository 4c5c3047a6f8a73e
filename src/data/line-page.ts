/**
 * The page of a line (/lines/{htsno}/) on demand: the linePageData use case over the functions' data (one
 * chapter's file, and the reference index for a line with special programmes), mapped to what the page does: show
 * the line, send another spelling of a number (or a unique prefix) on to the line's own address, list the lines a
 * prefix starts, or say there is no such line.
 */
import type { Candidate } from '../app/failure.ts';
import { linePageData, type LinePageData } from '../app/line-page.ts';
import { linePagePath } from '../lib/site/line-page.ts';
import { functionDeps } from './function-deps.ts';

export type LinePageOutcome =
  | ({ kind: 'found' } & LinePageData)
  | { kind: 'redirect'; location: string }
  | { kind: 'ambiguous'; input: string; candidates: Candidate[]; total: number; listQuery: string }
  | { kind: 'not-found'; input: string; detail: string }
  | { kind: 'unavailable'; detail: string };

export const loadLinePage = async (input: string): Promise<LinePageOutcome> => {
  const answer = await linePageData(functionDeps, { htsno: input });
  if (answer.ok) return answer.value.line.htsno === input ? { kind: 'found', ...answer.value } : { kind: 'redirect', location: linePagePath(answer.value.line.htsno) };
  const failure = answer.error;
  switch (failure.kind) {
    case 'ambiguous':
      return { kind: 'ambiguous', input, candidates: failure.candidates, total: failure.total, listQuery: failure.listQuery };
    case 'invalid':
      return { kind: 'not-found', input, detail: failure.detail ?? 'Not a tariff number' };
    case 'not-found':
      return { kind: 'not-found', input, detail: failure.detail };
    case 'too-large':
      return { kind: 'not-found', input, detail: failure.detail };
    case 'date-refused':
    case 'unavailable':
      return { kind: 'unavailable', detail: failure.detail };
  }
};
