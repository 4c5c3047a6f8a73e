/**
 * The rate string as published, cleaned of what is not part of the rate:
 * HTML the export leaves in cells (`m<sup>3</sup>` -> `m3`, empty `<u></u>`,
 * `<il></il>`), line breaks and runs of spaces, and a stray trailing `/` or `:`
 * ("37% /" in 2025 basic). A cell of nothing but punctuation (":" on
 * 9913.95.01, other column) normalises to "" and so reads as "no rate".
 */
export const normaliseRateText = (raw: string): string => {
  const text = (raw.includes('<') ? raw.replace(/<[^<>]*>/g, '') : raw)
    .replace(/[\s\u00a0\u2000-\u200b\u3000]+/g, ' ')
    .trim()
    .replace(/\s+[/:;]+$/, '');
  return /^[\s.,:;/\\|-]*$/.test(text) ? '' : text;
};

/**
 * The form the grammar matches: the normalised text with the publisher's
 * line-break hyphens joined ("appli- cable"), a missing space restored after
 * m2/m3 ("m2of"), and a closing full stop dropped ("No change.", "+ 25%.").
 * Used for matching only; `ParsedRate.text` keeps the published spelling.
 */
export const matchingKey = (text: string): string => {
  const joined = text.includes('- ') ? text.replace(/(\p{Ll})- (\p{Ll})/gu, '$1$2') : text;
  const spaced = joined.includes('m2') || joined.includes('m3') ? joined.replace(/\b(m[23])(?=[a-z])/g, '$1 ') : joined;
  return spaced.endsWith('.') ? spaced.replace(/\s*\.$/, '') : spaced;
};
