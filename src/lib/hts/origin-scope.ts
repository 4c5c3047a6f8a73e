/**
 * The countries a chapter 99 heading's own text limits it to: "articles the
 * product of China" (9903.88.03), "Articles the product of Ukraine:" (the
 * header above 9903.27.09), "the product of the Russian Federation"
 * (9903.90.08), "Articles the product of Canada or Mexico". Read from the
 * words, never guessed:
 * - a phrase naming no country ("the product of any country not exempt under
 *   U.S. note 32(b)", "products of plaiting materials") or excluding one
 *   ("other than articles the product of ...") gives no scope;
 * - a list with a member that is not a known country ("the product of the
 *   European Union or Jordan") gives no scope at all, never a partial one that
 *   would call an origin out of scope wrongly.
 */

// The phrase, and what may stand right before it to turn it into an exclusion.
const PRODUCT_OF = /\b(?:the )?products? of /gi;
const NEGATED = /\b(?:other than|except(?: for)?|excluding|not)\s+(?:(?:articles|goods|products?)\s+)?(?:(?:that|which) (?:are|is)\s+)?(?:the\s+)?$/i;
// The country list ends at the first clause break: ":", ";", "(" or ")".
const LIST_END = /[:;()]/;
// Between two members: ",", ", and", ", or", " and", " or"; "Germany or of the United Kingdom".
const SEPARATOR = /^\s*(?:,\s*(?:(and|or)\s+)?|\s+(and|or)\s+)(?:of\s+)?/;
// A country is named with a capital ("China", "the Russian Federation", "El Salvador").
const NAME_START = /^(?:the\s+)?\p{Lu}/u;
// What may follow "and"/"or" and end the list: a clause, not a member ("Russia, or where any amount ...").
const CLAUSE = /^(?:where|that|which|when|whose|if|as|in|under|with|provided|entered|classified)\b/;
const MAX_NAME_WORDS = 6;

/** The longest run of words at the start of `text` that names a country ("Bosnia and Herzegovina, as ..."). */
const countryAtStart = (text: string, isCountry: (name: string) => boolean): { name: string; rest: string } | null => {
  if (!NAME_START.test(text)) return null;
  const words = text.split(' ');
  for (let n = Math.min(MAX_NAME_WORDS, words.length); n >= 1; n--) {
    const head = words.slice(0, n);
    // a comma ends a name: only the last word may carry one
    if (head.slice(0, -1).some((w) => w.endsWith(','))) continue;
    const last = head[n - 1] ?? '';
    const comma = last.endsWith(',');
    const name = [...head.slice(0, -1), comma ? last.slice(0, -1) : last].join(' ');
    // two letters would read as an ISO code ("In" is India): a name in words is longer
    if (name.length > 2 && isCountry(name)) return { name, rest: `${comma ? ',' : ''} ${words.slice(n).join(' ')}`.trimEnd() };
  }
  return null;
};

/**
 * The names of one list: null when it starts with no country, 'unknown' when
 * a later member is not a country we know. After a bare comma a capitalised
 * word is a member (", Japan") and a lower-case one ends the list ("China, as
 * provided for"); after "and"/"or" anything but a clause ("or where any
 * amount ...") is a member ("or a member nation of the European Union").
 */
const readList = (list: string, isCountry: (name: string) => boolean): string[] | 'unknown' | null => {
  const names: string[] = [];
  let rest = list;
  let conjunction = false;
  for (;;) {
    const found = countryAtStart(rest, isCountry);
    if (found === null) {
      if (names.length === 0) return null;
      const member = conjunction ? !CLAUSE.test(rest) : NAME_START.test(rest);
      return member ? 'unknown' : names;
    }
    names.push(found.name);
    const sep = SEPARATOR.exec(found.rest);
    if (sep === null) return names;
    conjunction = (sep[1] ?? sep[2]) !== undefined;
    rest = found.rest.slice(sep[0].length);
  }
};

/**
 * Country names in the order the text gives them, or null when a list names
 * a member that is not a known country (the scope is then unknown).
 * `isCountry` decides what a country name is (the countries reference data).
 */
export const originNames = (texts: readonly string[], isCountry: (name: string) => boolean): string[] | null => {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(PRODUCT_OF)) {
      if (NEGATED.test(text.slice(0, match.index))) continue;
      const rest = text.slice(match.index + match[0].length);
      const end = LIST_END.exec(rest);
      const list = readList((end === null ? rest : rest.slice(0, end.index)).trim(), isCountry);
      if (list === 'unknown') return null;
      for (const name of list ?? []) if (!names.includes(name)) names.push(name);
    }
  }
  return names;
};

/**
 * ISO alpha-2 codes of the countries the text limits a heading to, sorted and
 * unique; null when it names none or names one that is not known. `iso2Of`
 * resolves a country name (the countries reference data: names and aliases,
 * a leading "the" ignored) or gives null.
 */
export const originScope = (texts: readonly string[], iso2Of: (name: string) => string | null): string[] | null => {
  const names = originNames(texts, (n) => iso2Of(n) !== null);
  if (names === null || names.length === 0) return null;
  return [...new Set(names.map((n) => iso2Of(n)!))].sort();
};
