import type { NamedLink } from '../chapter99/chapter99-index.ts';
import { dotted } from '../codes/dotted.ts';

/** A tariff number as the schedule's texts print one: a heading, subheading or statistical number. */
const NUMBER = /\d{4}(?:\.\d{2}){1,3}|\d{4}\b/g;
/** More numbers than this in one phrase are elided to the one that names the line. */
const WHOLE_UP_TO = 3;

const quoted = new WeakMap<NamedLink, string>();

/**
 * The words of a heading's text that name a line, as an answer quotes them. A phrase listing many numbers is quoted
 * with the others elided: its lead, then the number that names the line, "provided for in subheading … 0402.29.50 …".
 * The quota headings of 9904.04, 9915.04, 9917.04, 9918.04 and 9920.04 name 28 to 48 subheadings in one sentence of
 * their header; 0402.29.50.00 is reached by 163 of them, and quoting every list whole made 70 KB of its 174 KB answer.
 */
export const namingWords = (link: NamedLink): string => {
  let words = quoted.get(link);
  if (words === undefined) quoted.set(link, (words = elide(link.words, dotted(link.digits))));
  return words;
};

export const elide = (words: string, number: string): string => {
  const numbers = words.match(NUMBER) ?? [];
  if (numbers.length <= WHOLE_UP_TO) return words;
  const lead = words.slice(0, words.search(NUMBER)).trimEnd();
  return `${lead === '' ? '' : `${lead} `}… ${number} …`;
};
