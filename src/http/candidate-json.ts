/**
 * The JSON of an answer with chapter 99 candidates, byte for byte JSON.stringify's, from pieces made once: a
 * candidate's members other than ifApplied are the same objects from one estimate to the next (kept with the
 * process's memo, src/lib/estimate/chapter99-memo.ts), so their text is made once per those members and only
 * ifApplied is written each time; a candidate that is one object wherever it stands is written once. Its texts (the
 * headings' descriptions) are most of an estimate's bytes. Measured in process over 5,000 answers each with a new
 * value: the wine line's 21 µs to stringify whole, 13 from pieces; 0402.29.50.00's (163 candidates) 245 and 123 µs.
 */
import { candidateShown, isKeptCandidate } from '../lib/estimate/chapter99-memo.ts';
import type { Chapter99Candidate } from '../lib/schema/duty-estimate.ts';
import { membersAround } from './json-chunks.ts';

const keptJson = new WeakMap<Chapter99Candidate, string>();
const aroundIfApplied = new WeakMap<object, { before: string; after: string }>();

export const candidateJson = (candidate: Chapter99Candidate): string => {
  const kept = keptJson.get(candidate);
  if (kept !== undefined) return kept;
  const shown = candidateShown(candidate);
  const ifApplied = JSON.stringify(candidate.ifApplied) as string | undefined;
  let text: string;
  if (shown === undefined || ifApplied === undefined) text = JSON.stringify(candidate);
  else {
    let parts = aroundIfApplied.get(shown);
    if (parts === undefined) aroundIfApplied.set(shown, (parts = membersAround(candidate as unknown as Record<string, unknown>, 'ifApplied')));
    text = `${parts.before}"ifApplied":${ifApplied}${parts.after}`;
  }
  if (isKeptCandidate(candidate)) keptJson.set(candidate, text);
  return text;
};

/** JSON.stringify(body) for any body; an answer with chapter99Candidates has them written from their pieces. */
export const answerJson = (body: Record<string, unknown>): string => {
  const candidates = body.chapter99Candidates;
  if (!Array.isArray(candidates) || candidates.length === 0) return JSON.stringify(body);
  const { before, after } = membersAround(body, 'chapter99Candidates');
  return `${before}"chapter99Candidates":[${candidates.map((c: unknown) => (typeof c === 'object' && c !== null ? candidateJson(c as Chapter99Candidate) : (JSON.stringify(c) ?? 'null'))).join(',')}]${after}`;
};
