/**
 * The words that say what a line is, for matching a removed line to the line that took its place: the search
 * analyser's keys (folded, American spelling, lightly stemmed), less numbers, single letters and the schedule's
 * connecting words and boilerplate ("other", "thereof", "provided for in subheading", "note 2 to this subchapter"),
 * which every line carries and which would match anything.
 */
import { analyse, termKey } from '../search/analyser.ts';

/** Written as the schedule writes them; compared by their keys. */
const BOILERPLATE: ReadonlySet<string> = new Set(
  (
    'a am an and any are as at be but by each except for from have if in into is it its less more no nor not of on ' +
    'one or other otherwise over per pm such than that the their thereof these this those to under up was were ' +
    'whether which with within without ' +
    'article chapter described elsewhere entry entered example excluding general goods heading including item kind ' +
    'like made note part principally product provided provision schedule similar solely specified statistical ' +
    'subchapter subdivision subheading suitable tariff terms use used ' +
    'applicable consumption daylight date duty eastern effective rate time warehouse withdrawn'
  )
    .split(' ')
    .map(termKey),
);

const meaningful = (key: string): boolean => key.length > 1 && !/\d/.test(key) && !BOILERPLATE.has(key);

export interface LineWord {
  /** As the text writes it, folded ("vegetables"). */
  word: string;
  /** What it is compared by ("vegetabl"). */
  key: string;
}

/** The meaningful words of a text, in first-seen order, once per key. */
export const lineWords = (text: string): LineWord[] => {
  const out = new Map<string, LineWord>();
  for (const w of analyse(text)) if (meaningful(w.key) && !out.has(w.key)) out.set(w.key, w);
  return [...out.values()];
};

/**
 * A removed line's own words, from its own description: the words of the headers above it are shared by every
 * line under them, so they say where a line stood, not what it was. A line whose description says less than
 * two meaningful words ("Other", "Males") has none: only its place can name a successor.
 */
export const removedLineWords = (description: string): LineWord[] => {
  const own = lineWords(description);
  return own.length >= 2 ? own : [];
};

/** The keys of every meaningful word of a description path: what a candidate successor carries. */
export const pathWordKeys = (descriptionPath: readonly string[]): ReadonlySet<string> => new Set(lineWords(descriptionPath.join(' ')).map((w) => w.key));

/**
 * The removed line's words (as it wrote them) that a candidate carries (pathWordKeys of its description path),
 * when they are most of them: at least two, and at least three in five. Otherwise [].
 */
export const sharedWords = (removed: readonly LineWord[], carried: ReadonlySet<string>): string[] => {
  if (removed.length === 0) return [];
  const shared = removed.filter((w) => carried.has(w.key)).map((w) => w.word);
  return shared.length >= 2 && shared.length * 5 >= removed.length * 3 ? shared : [];
};
