/**
 * Free-text matching for `q`: case-, accent- and punctuation-insensitive;
 * every query token must start a word of the searched text.
 */
export const tokens = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');

/** The searchable form of a text: its tokens between spaces, so a word start is `' ' + token`. */
export const searchText = (parts: readonly string[]): string => ` ${parts.flatMap(tokens).join(' ')} `;

export const matchesAll = (haystack: string, needles: readonly string[]): boolean =>
  needles.every((t) => haystack.includes(` ${t}`));
