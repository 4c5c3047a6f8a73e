import { err, ok, type Result } from '../result.ts';
import type { ParsedSpecial, RateParseError, SpecialGroup } from '../schema/rate.ts';
import { normaliseRateText } from './normalise-rate-text.ts';
import { parseRate } from './parse-rate.ts';

/** A programme indicator: "A", "A+", "A*", "AU", "E*", "P+". */
const PROGRAMME = /^[A-Z]{1,2}[+*]?$/;

/**
 * The indicators of a parenthesised list, or null when the parentheses hold
 * something else ("(see U.S. note 3 of this subchapter)", "3(e)"). Spaces fall
 * anywhere ("(AU,BH, CL,CO)", "(KR ,MA)"); the archive has a trailing comma
 * "(B,C,)" and a stray full stop ",.OM,".
 */
const programmeList = (inner: string): string[] | null => {
  const codes = inner.trim().split(/\s*,\s*|\s+/).map((c) => c.trim().replace(/^\./, ''));
  if (codes.length > 1 && codes[codes.length - 1] === '') codes.pop();
  return codes.every((c) => PROGRAMME.test(c)) ? codes : null;
};

/**
 * The special column as rate groups, each with the programmes it applies to:
 * "Free (A+,AU,BH,...) 2.8¢/liter (JO)" is two groups. A group is the text
 * before a programme list; text after the last list (or a column with no list:
 * "Free", "No change", chapter 99 texts) is a group with no programmes. Each
 * group's rate goes through parseRate, so the same grammar and kinds apply.
 * Never throws; an error names the group it stopped at in `at`.
 */
export const parseSpecial = (raw: string): Result<ParsedSpecial, RateParseError> => {
  const text = normaliseRateText(typeof raw === 'string' ? raw : '')
    // The archive doubles an opening indicator: "See 9919.04.67 (PA (PA)".
    .replace(/\(([A-Z]{1,2}[+*]?) \(\1\)/g, '($1)');
  if (text === '') return err({ code: 'empty-rate' });
  const groups: SpecialGroup[] = [];
  let start = 0;
  for (const m of text.matchAll(/\(([^()]*)\)/g)) {
    const programmes = programmeList(m[1] ?? '');
    if (programmes === null) continue;
    const groupText = text.slice(start, m.index).trim();
    start = m.index + m[0].length;
    const rate = parseRate(groupText);
    if (!rate.ok) return err({ code: 'unrecognised-rate', text, at: groupText });
    groups.push({ rate: rate.value, programmes });
  }
  const rest = text.slice(start).trim();
  if (rest !== '' || groups.length === 0) {
    const rate = parseRate(rest);
    if (!rate.ok) return err({ code: 'unrecognised-rate', text, at: rest });
    groups.push({ rate: rate.value, programmes: [] });
  }
  return ok({ text, groups });
};
