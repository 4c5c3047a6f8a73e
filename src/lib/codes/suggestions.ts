/**
 * Lines a code that no revision numbered was likely meant to be: first the typos of a real line it would be
 * (in this order: a 9-digit code that is a line with a 0 in front, as a spreadsheet leaves it; two adjacent digits
 * swapped; a digit left out; a digit typed twice; a digit too many; a digit mistyped), then the lines nearest to
 * it among those sharing its longest start. A real line is a number of the schedule checked against.
 *
 * Rank: when the code is two adjacent digits of a real line swapped, that line is among the transposition
 * suggestions, which come before every other suggestion but a lost leading zero; the golden test on every line of
 * the schedule pins how often it is first.
 */
import type { SuggestionReason } from '../schema/code-check.ts';
import { numberKey, type SortedNumbers } from './sorted-numbers.ts';

export const MAX_TYPO_SUGGESTIONS = 5;
export const MAX_PREFIX_SUGGESTIONS = 5;

export interface SuggestedNumber {
  digits: string;
  reason: SuggestionReason;
}

const isNumberLength = (n: number): boolean => n >= 4 && n <= 10 && n % 2 === 0;
const POW10 = Array.from({ length: 13 }, (_, i) => 10 ** i);

/** A reading as arithmetic on the code's value (exact: at most 12 digits), so nothing is built that is not held. */
interface Reading {
  value: number;
  length: number;
  reason: SuggestionReason;
}

/**
 * Every typo reading of a code that has the length of a number, most likely first; a candidate may repeat (the
 * first reading wins). Readings of other lengths are never made: a 10-digit code has no missing digit.
 */
function* typoReadings(d: string): Generator<Reading> {
  const n = d.length;
  const v = Number(d);
  const at = (i: number) => d.charCodeAt(i) - 48;
  // The weight of the digit at position i (from the left).
  const w = (i: number) => POW10[n - 1 - i]!;
  if (isNumberLength(n + 1)) yield { value: v, length: n + 1, reason: 'leading-zero-lost' };
  if (isNumberLength(n)) {
    for (let i = 0; i + 1 < n; i += 1) {
      if (at(i) !== at(i + 1)) yield { value: v + (at(i + 1) - at(i)) * (w(i) - w(i + 1)), length: n, reason: 'digits-transposed' };
    }
  }
  if (isNumberLength(n + 1)) {
    for (let i = 0; i <= n; i += 1) {
      const right = POW10[n - i]!;
      const [high, low] = [Math.floor(v / right), v % right];
      for (let c = 0; c <= 9; c += 1) yield { value: (high * 10 + c) * right + low, length: n + 1, reason: 'digit-missing' };
    }
  }
  if (isNumberLength(n - 1)) {
    const without = (i: number) => Math.floor(v / POW10[n - i]!) * POW10[n - 1 - i]! + (v % POW10[n - 1 - i]!);
    for (let i = 0; i + 1 < n; i += 1) if (at(i) === at(i + 1)) yield { value: without(i), length: n - 1, reason: 'digit-doubled' };
    for (let i = 0; i < n; i += 1) yield { value: without(i), length: n - 1, reason: 'digit-extra' };
  }
  if (isNumberLength(n)) {
    for (let i = 0; i < n; i += 1) for (let c = 0; c <= 9; c += 1) if (c !== at(i)) yield { value: v + (c - at(i)) * w(i), length: n, reason: 'digit-substituted' };
  }
}

/** The real lines the code is one typo away from, most likely first, at most MAX_TYPO_SUGGESTIONS. */
export const typoSuggestions = (digits: string, held: SortedNumbers): SuggestedNumber[] => {
  const out: SuggestedNumber[] = [];
  const seen = new Set<number>([numberKey(Number(digits), digits.length)]);
  for (const reading of typoReadings(digits)) {
    const key = numberKey(reading.value, reading.length);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!held.hasKey(key)) continue;
    out.push({ digits: String(reading.value).padStart(reading.length, '0'), reason: reading.reason });
    if (out.length === MAX_TYPO_SUGGESTIONS) break;
  }
  return out;
};

/** A number as a point on one scale, so that nearness can be measured: padded to 10 digits. */
const position = (digits: string): number => Number(digits.slice(0, 10).padEnd(10, '0'));

/**
 * The lines with no line beneath them nearest the code: those sharing its longest start (2 digits at least) first,
 * nearest first (by the numbers read as 10 digits, the lower on a tie), then those sharing one digit less, and so
 * on; at most `limit`, leaving out `except`.
 */
export const prefixSuggestions = (digits: string, held: SortedNumbers, except: ReadonlySet<string> = new Set(), limit = MAX_PREFIX_SUGGESTIONS): SuggestedNumber[] => {
  const out: SuggestedNumber[] = [];
  const taken = new Set(except);
  const at = position(digits);
  const pick = (i: number) => held.numbers[i]!;
  const usable = (i: number) => held.isLeaf(pick(i)) && !taken.has(pick(i)) && pick(i) !== digits;
  for (let k = Math.min(digits.length, 10); k >= 2 && out.length < limit; k -= 1) {
    const [start, end] = held.rangeUnder(digits.slice(0, k));
    // From where the code would stand, outwards both ways.
    let below = Math.min(Math.max(held.lowerBound(digits), start), end) - 1;
    let above = below + 1;
    while (out.length < limit) {
      while (below >= start && !usable(below)) below -= 1;
      while (above < end && !usable(above)) above += 1;
      const hasBelow = below >= start;
      const hasAbove = above < end;
      if (!hasBelow && !hasAbove) break;
      const takeBelow = hasBelow && (!hasAbove || at - position(pick(below)) <= position(pick(above)) - at);
      const found = pick(takeBelow ? below-- : above++);
      taken.add(found);
      out.push({ digits: found, reason: 'nearest-by-prefix' });
    }
  }
  return out;
};

/** Typo readings first, then the nearest lines by prefix not already suggested. */
export const suggestNumbers = (digits: string, held: SortedNumbers): SuggestedNumber[] => {
  const typos = typoSuggestions(digits, held);
  return [...typos, ...prefixSuggestions(digits, held, new Set(typos.map((t) => t.digits)))];
};
