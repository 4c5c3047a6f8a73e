/** Words of a text for `q`: case-, accent- and punctuation-insensitive. */
export const tokens = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');
