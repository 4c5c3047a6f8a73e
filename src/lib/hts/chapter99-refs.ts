/**
 * Chapter 99 headings named in footnote text, e.g. "See 9903.88.15." or
 * "See headings 9903.01.01-9903.01.05 and 9903.88.03". Ranges keep both ends
 * as written; expanding them needs the schedule, which the caller has.
 */
const CH99 = /\b99\d{2}\.\d{2}(?:\.\d{2}(?:\.\d{2})?)?\b/g;

export const chapter99Refs = (texts: readonly string[]): string[] => {
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(CH99)) found.add(match[0]);
  return [...found].sort();
};
