/**
 * One code of a catalogue as sent, read into digits. Spaces around it are trimmed, dots are optional and may
 * stand anywhere between digits (0201.30.50.85, 0201305085, 0201.30.5085), and leading zeros are kept: a code is
 * text. A code of 2 to 11 digits is checked (2 a chapter, 4 a heading, 6 and 8 subheadings, 10 a line; the other
 * lengths are never a number, so they are answered never-existed with the lines they are likely typos of: 9 digits
 * that lose a leading zero, 11 with a digit typed twice). Anything else is malformed, and is that code's
 * `invalid` answer: one bad cell of a catalogue never stops the others.
 */
export type ReadCode = { ok: true; digits: string } | { ok: false; detail: string };

export const MIN_CODE_DIGITS = 2;
export const MAX_CODE_DIGITS = 11;

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

export const readCode = (value: unknown): ReadCode => {
  if (typeof value !== 'string') {
    return { ok: false, detail: `${value === null ? 'null' : typeof value} is not a tariff number: send each code as text (a JSON number loses its leading zero)` };
  }
  const text = value.trim();
  if (text === '') return { ok: false, detail: 'empty: a tariff number is digits with optional dots, e.g. 0201.30.50.85' };
  if (!/^\d+(\.\d+)*$/.test(text)) return { ok: false, detail: `${shown(text)} is not a tariff number: digits with optional dots, e.g. 0201.30.50.85` };
  const digits = text.replaceAll('.', '');
  if (digits.length < MIN_CODE_DIGITS) return { ok: false, detail: `${shown(text)} is too short: a chapter has 2 digits, a heading 4, a line 10` };
  if (digits.length > MAX_CODE_DIGITS) return { ok: false, detail: `${shown(text)} has ${digits.length} digits: a tariff number has at most 10` };
  return { ok: true, digits };
};
