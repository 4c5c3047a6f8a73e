/**
 * The numbers one revision held, as sorted digit strings. In code-unit order a number's descendants follow it
 * directly (0201 < 020110 < 0201100010 < 020120), so every question by prefix is a binary search.
 */
/** A number as one exact JS number (value and length, so 0101 and 101 differ): fast to hash, no string built. */
export const numberKey = (value: number, length: number): number => value * 16 + length;

export interface SortedNumbers {
  readonly numbers: readonly string[];
  has(digits: string): boolean;
  /** has() by numberKey. */
  hasKey(key: number): boolean;
  /** [start, end) of the numbers starting with prefix (the prefix itself included when held). */
  rangeUnder(prefix: string): [number, number];
  countUnder(prefix: string): number;
  /** A held number with no number beneath it. */
  isLeaf(digits: string): boolean;
  /** Index of the first number not less than `digits`. */
  lowerBound(digits: string): number;
}

export const sortedNumbers = (numbers: readonly string[]): SortedNumbers => {
  const lowerBound = (key: string): number => {
    let lo = 0;
    let hi = numbers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (numbers[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Every digit string starting with prefix sorts before prefix + a character above '9'.
  const rangeUnder = (prefix: string): [number, number] => [lowerBound(prefix), lowerBound(`${prefix}:`)];
  // A typo check asks about some 100 readings of a code: a set of keys answers each without a search or a string.
  const keys = new Set(numbers.map((d) => numberKey(Number(d), d.length)));
  const has = (digits: string): boolean => /^\d{1,12}$/.test(digits) && keys.has(numberKey(Number(digits), digits.length));
  return {
    numbers,
    has,
    hasKey: (key) => keys.has(key),
    rangeUnder,
    countUnder: (prefix) => {
      const [start, end] = rangeUnder(prefix);
      return end - start;
    },
    isLeaf: (digits) => {
      const i = lowerBound(digits);
      return numbers[i] === digits && !(numbers[i + 1]?.startsWith(digits) ?? false);
    },
    lowerBound,
  };
};
