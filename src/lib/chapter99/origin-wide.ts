import { originScope } from '../hts/origin-scope.ts';
import { chapter99Text } from './chapter99-text.ts';
import { withoutExclusions } from './exclusions.ts';

/** Whom an origin-wide heading reaches: every origin ("any country") or the ISO codes its text names. */
export interface OriginWideScope {
  anyCountry: boolean;
  iso2: string[];
  /** The scoping words, quoted: "articles the product of China and Hong Kong". */
  words: string;
}

// "Articles the product of" as the subject of the heading: at its start, or after a clause ("Except for ...,
// articles the product of"). "Wood products of Japan", "Derivative steel articles the product of", "The U.S.
// content of articles the product of" and "Potash that is a product of Mexico" name goods, not articles generally.
const SUBJECT = /(?:^|[,;]\s*)(articles,?\s+the\s+products?\s+of\s+)/i;
const ANY_COUNTRY = /^any country\b/i;
// What narrows articles of an origin to some goods: a relative clause ("that are donations", "that: (1) were
// loaded"), a product list in a note ("classified in the subheadings enumerated in"), a finding ("determined by
// CBP to have been transshipped"), a list ("identified in general note 3(b)"). "that are entered ... after" dates
// the heading and narrows nothing; "with an ad valorem ... rate of duty ... less than 15 percent" is a class of
// the schedule's own rates, left to the reader.
const NARROWED =
  /\b(?:that|which)\b(?!\s+(?:are|is)\s+entered\b)|\b(?:enumerated|classified|classifiable|determined|identified|described|designated|transshipped|loaded|containing|covered|granted)\b|\bin which\b|\bwhen\b|\bif\b/i;
const COMPILERS_NOTE = /\[compiler'?s note:[^\]]*\]?/gi;

/**
 * The origin scope of a chapter 99 heading whose own text covers articles of
 * an origin generally: "Except for products described in headings ...,
 * articles the product of China and Hong Kong, as provided for in U.S. note
 * 2(u) to this subchapter", "Articles the product of any country, except for
 * ...". Null when the subject is some goods, when a clause narrows it, or when
 * a country it names is not known (never a partial scope). The caller also
 * rules out headings reached by footnotes or naming numbers: their product
 * lists live elsewhere (9903.88.03, "as provided for in U.S. note 20(e)",
 * reaches lines by footnote).
 */
export const originWideScope = (own: string, iso2Of: (name: string) => string | null): OriginWideScope | null => {
  const text = withoutExclusions(chapter99Text(own)).replace(COMPILERS_NOTE, ' ');
  const subject = SUBJECT.exec(text);
  if (subject === null) return null;
  const after = text.slice(subject.index + subject[0].length).trim();
  const listEnd = after.search(/[,:;()[]/);
  const list = listEnd === -1 ? after : after.slice(0, listEnd);
  if (NARROWED.test(after.replace(/^any country\b/i, ''))) return null;
  const words = `${subject[1]!.trim()} ${list.trim()}`.replace(/\s+/g, ' ');
  if (ANY_COUNTRY.test(after)) return { anyCountry: true, iso2: [], words: words.replace(/^(.*?any country).*$/i, '$1') };
  const scope = originScope([`articles the product of ${list}`], iso2Of);
  return scope === null ? null : { anyCountry: false, iso2: scope, words };
};
