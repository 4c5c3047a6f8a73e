/**
 * Country names compared the way people write them: accents, case,
 * punctuation, "St." for "Saint" and a leading or trailing "The" do not count.
 */
import type { IsoCountry } from '../schema/country.ts';

// Compiled once: the bundle writes a unicode property escape as `new RegExp(...)`, which a literal in the chain
// would build again on every call.
const MARKS = /\p{M}/gu;

export const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/ the$/, '');

/** Census names cut at the field width leave an unclosed parenthesis: "Congo, ... (formerly Za". */
export const cutUnclosed = (name: string): string => {
  const open = name.lastIndexOf('(');
  return open >= 0 && !name.slice(open).includes(')') ? name.slice(0, open).trim() : name;
};

/**
 * Names a country is also known by: the part before a parenthesis and the
 * parenthesis itself when it is a name ("Burma (Myanmar)"), not a remark
 * ("in the Indian Ocean", "formerly ..."), plus the ISO names.
 */
export const candidateAliases = (names: readonly string[], iso: IsoCountry | undefined): string[] => {
  const out: string[] = [];
  for (const name of names) {
    out.push(name);
    const m = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
    if (m?.[1] && m[2] !== undefined) {
      out.push(m[1]);
      if (/^[A-Z]/.test(m[2]) && !/^formerly\b/i.test(m[2])) out.push(m[2]);
    }
  }
  if (iso) for (const n of [iso.name, iso.official_name, iso.common_name]) if (n) out.push(n);
  return out;
};
