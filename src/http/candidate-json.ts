/**
 * The bytes of an answer with chapter 99 candidates, byte for byte JSON.stringify's encoded as UTF-8, from pieces
 * made once: a candidate's members other than ifApplied are the same objects from one estimate to the next (kept
 * with the process's memo, src/lib/estimate/chapter99-memo.ts), so their text is made once per those members and
 * only ifApplied is written each time; a candidate that is one object wherever it stands is written once. Its texts
 * (the headings' descriptions) are most of an estimate's bytes. The pieces are then written into one buffer, never
 * joined into one string (answerBytes says why). Measured in process over 20,000 answers, each with a new value
 * (the bench's ten lines): 104 µs an estimate, joined and encoded by the Response; 66 µs written piece by piece
 * (0402.29.50.00, 163 candidates and 110 KB: 400 µs, then 160 with the pieces kept as text, 90 kept as bytes).
 */
import { candidateShown, isKeptCandidate } from '../lib/estimate/chapter99-memo.ts';
import type { Chapter99Candidate } from '../lib/schema/duty-estimate.ts';
import { membersAround } from './json-chunks.ts';
import { textBytes } from './text-bytes.ts';

/** A piece of an answer: text made for this answer, or bytes made once and kept. */
export type Piece = string | Uint8Array;

const keptJson = new WeakMap<Chapter99Candidate, Uint8Array>();
const aroundIfApplied = new WeakMap<object, { before: Uint8Array; after: Uint8Array }>();

/**
 * A candidate's JSON in three pieces: the bytes before and after its ifApplied, made once per `shown` (what it was
 * made from: its members without ifApplied, or a token standing for them, chapter99-memo.ts keptToken), and its
 * ifApplied's own text. Undefined without a `shown`, or without an ifApplied. Used for a single estimate (the
 * process's memo notes `shown`) and a batch's stream (the batch's).
 */
export const candidatePieces = (candidate: object, shown: object | undefined): [Uint8Array, string, Uint8Array] | undefined => {
  if (shown === undefined) return undefined;
  const ifApplied = JSON.stringify((candidate as { ifApplied?: unknown }).ifApplied) as string | undefined;
  if (ifApplied === undefined) return undefined;
  let parts = aroundIfApplied.get(shown);
  if (parts === undefined) {
    const around = membersAround(candidate as Record<string, unknown>, 'ifApplied');
    aroundIfApplied.set(shown, (parts = { before: textBytes(`${around.before}"ifApplied":`), after: textBytes(around.after) }));
  }
  return [parts.before, ifApplied, parts.after];
};

/** A candidate's JSON onto `out`: one piece (kept, or written whole), or three around a fresh ifApplied. */
const pushCandidate = (candidate: Chapter99Candidate, out: Piece[]): void => {
  const kept = keptJson.get(candidate);
  if (kept !== undefined) return void out.push(kept);
  const pieces = candidatePieces(candidate, candidateShown(candidate));
  if (pieces === undefined) {
    const text = JSON.stringify(candidate);
    if (!isKeptCandidate(candidate)) return void out.push(text);
    const bytes = textBytes(text);
    keptJson.set(candidate, bytes);
    return void out.push(bytes);
  }
  if (!isKeptCandidate(candidate)) return void out.push(...pieces);
  const bytes = joined(pieces);
  keptJson.set(candidate, bytes);
  out.push(bytes);
};

/** JSON.stringify(body) in pieces; an answer with chapter99Candidates has them written from their pieces. */
const answerPieces = (body: Record<string, unknown>): Piece[] => {
  const candidates = body.chapter99Candidates;
  if (!Array.isArray(candidates) || candidates.length === 0) return [JSON.stringify(body)];
  const { before, after } = membersAround(body, 'chapter99Candidates');
  const out: Piece[] = [`${before}"chapter99Candidates":[`];
  for (let i = 0; i < candidates.length; i++) {
    if (i > 0) out.push(',');
    const c: unknown = candidates[i];
    if (typeof c === 'object' && c !== null) pushCandidate(c as Chapter99Candidate, out);
    else out.push(JSON.stringify(c) ?? 'null');
  }
  out.push(`]${after}`);
  return out;
};

/** The pieces written one after another into one buffer: text encoded in place, bytes copied. */
const joined = (pieces: readonly Piece[]): Uint8Array<ArrayBuffer> => {
  let total = 0;
  for (const piece of pieces) total += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength;
  const out = Buffer.allocUnsafeSlow(total);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece !== 'string') {
      out.set(piece, at);
      at += piece.byteLength;
    } else if (piece === ',') out[at++] = 0x2c;
    else at += out.write(piece, at);
  }
  return out;
};

/**
 * The UTF-8 bytes of JSON.stringify(body) for any body, written piece by piece into one buffer. Joined into one
 * string first, one text beyond Latin-1 (an en dash in a heading's description) made the whole answer two bytes a
 * character, and the Response then copied it to check it well formed and encoded it: a third of a 110 KB
 * estimate's time in process. Written piece by piece, most pieces are one byte a character, those made once are
 * kept as bytes, and none is copied into a joined string.
 */
export const answerBytes = (body: Record<string, unknown>): Uint8Array<ArrayBuffer> => {
  const pieces = answerPieces(body);
  return pieces.length === 1 ? textBytes(pieces[0] as string) : joined(pieces);
};
