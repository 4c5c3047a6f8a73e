/**
 * Digits as the schedule prints a number: 4, then pairs (0201305085 -> 0201.30.50.85). Every numbered row of the
 * 44 archived revisions is printed so (a golden test checks it), so a number is stored as its digits alone.
 */
export const dotted = (digits: string): string => {
  const parts = [digits.slice(0, 4)];
  for (let i = 4; i < digits.length; i += 2) parts.push(digits.slice(i, i + 2));
  return parts.join('.');
};
