/**
 * A chapter 99 heading's text as read for links, dates and exclusions: the
 * publisher's HTML debris ("<b>[Compiler's note: ...]</b>", "<b></b>Articles")
 * removed, typographic quotes made plain, whitespace collapsed.
 */
export const chapter99Text = (raw: string): string =>
  raw
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Digits of a dotted number as the schedule writes it ("8716.39.0090" -> "8716390090"). */
export const digitsOf = (dotted: string): string => dotted.replace(/\D/g, '');
