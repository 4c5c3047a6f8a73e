import { chapter99Text, digitsOf } from './chapter99-text.ts';

/**
 * Numbers a chapter 99 heading's text names as the goods it covers, with the
 * words that name them: "(provided for in subheading 0406.40.44, 0406.40.54,
 * or 0406.40.70)", "classified in HTSUS heading 8702", "(provided for in
 * statistical reporting number 8716.39.0090, or in subheadings 8716.90.30 or
 * 8716.90.50)", "under statistical reporting numbers 0201.30.5091, ...". A
 * list may carry its own exception ("(except for statistical reporting number
 * 7606.12.3045)"), kept in `except`.
 *
 * Not a naming: a mention inside an exclusion ("Except for articles
 * classifiable in chapters 72, 73, 74 or 76, ...", "Notwithstanding heading
 * 9903.91.03", "other than subheading ..."), a qualifier of other goods
 * ("designed for use in motor vehicles of heading 8703"), and any chapter 99
 * number (another heading, not goods).
 */
export interface NamedNumbers {
  /** The naming words as the text has them, e.g. "provided for in subheading 8426.19.00". */
  words: string;
  /** The numbers named, as digits: 2 (a chapter), 4, 6, 8 or 10. */
  digits: string[];
  /** Numbers the list itself excepts, as digits. */
  except: string[];
}

const KIND = String.raw`(?:HTSUS\s+|HTS\s+|the\s+)?(sub[a-z]*head[a-z]*|headings?|chapters?|statistical\s+reporting\s+numbers?)`;
// "provided for in", "provided in", "provided for", "provided in for", "described in", "classified in", "classifiable
// in", "provided for [described]in", "included in", "reported in", "under statistical reporting numbers".
// The kind may be left out ("(provided for in 2921.42.90)"): the number is then a subheading's.
const LEAD = new RegExp(
  String.raw`\b(?:(?:provided|described|classified|classifiable|reported|included)(?:\s+for)?(?:\s*\[described\]\s*)?\s*(?:in(?:\s+for)?\s+)?|under\s+(?=statistical))(?:${KIND}\s*|(?=\d{4}\.\d{2}))`,
  'gi',
);
// A statistical number written 4.2.4 ("8716.39.0090"), a dotted number, or (after "chapter") one or two digits.
const NUMBER = String.raw`\d{4}\.\d{2}\.\d{4}(?!\d)|\d{4}(?:\.\d{2}){0,3}(?![\d])|\d{1,2}(?![\d.])`;
const FIRST = new RegExp(`^(?:${NUMBER})`, 'i');
// Between two members: ", ", ", and ", " or ", and a repeated kind: "or in subheadings", ", or subheading".
const NEXT = new RegExp(String.raw`^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:in\s+)?(?:${KIND}\s+)?(${NUMBER})`, 'i');
const EXCEPT = new RegExp(String.raw`^\s*\(except(?:\s+for)?\s+${KIND}\s+(${NUMBER})((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:${NUMBER}))*)\)`, 'i');
// Words that turn what follows, up to the clause break, into an exclusion.
const EXCLUDING = /\b(?:except|other than|excluding|excluded|notwithstanding|not including)\b/i;

/** Digits of a member, chapters padded to two ("chapter 9" is "09"). */
const memberDigits = (member: string, kind: string): string => {
  const digits = digitsOf(member);
  return /^chapter/i.test(kind) && digits.length === 1 ? `0${digits}` : digits;
};

/**
 * The words right before the naming, back to the nearest ",", "(", ")", ";" or ":": "Except for articles
 * classifiable in" is an exclusion, while in "Rails other than those known as standard rails, provided for in" the
 * "other than" qualifies the rails, not the number.
 */
const clauseBefore = (text: string, at: number): string => {
  let start = -1;
  for (const mark of [',', '(', ')', ';', ':']) start = Math.max(start, text.lastIndexOf(mark, at - 1));
  return text.slice(start + 1, at);
};

export const namedNumbers = (raw: string): NamedNumbers[] => {
  const text = chapter99Text(raw);
  const found: NamedNumbers[] = [];
  for (const lead of text.matchAll(LEAD)) {
    if (EXCLUDING.test(clauseBefore(text, lead.index))) continue;
    const kind = lead[1] ?? 'subheading';
    let rest = text.slice(lead.index + lead[0].length);
    const first = FIRST.exec(rest);
    if (first === null) continue;
    // A 1- or 2-digit member is a chapter only after "chapter(s)"; after "subheading" it is not a number of ours.
    if (first[0].length <= 2 && !/^chapter/i.test(kind)) continue;
    const members = [memberDigits(first[0], kind)];
    let consumed = first[0].length;
    rest = rest.slice(first[0].length);
    for (let next = NEXT.exec(rest); next !== null; next = NEXT.exec(rest)) {
      const nextKind = next[1] ?? kind;
      if (next[2]!.length <= 2 && !/^chapter/i.test(nextKind)) break;
      members.push(memberDigits(next[2]!, nextKind));
      consumed += next[0].length;
      rest = rest.slice(next[0].length);
    }
    const except = EXCEPT.exec(rest);
    const excepted = except === null ? [] : [except[2]!, ...[...(except[3] ?? '').matchAll(new RegExp(NUMBER, 'g'))].map((m) => m[0])].map(digitsOf);
    const digits = members.filter((d) => !d.startsWith('99'));
    if (digits.length === 0) continue;
    found.push({ words: text.slice(lead.index, lead.index + lead[0].length + consumed).trim(), digits, except: excepted });
  }
  return found;
};
