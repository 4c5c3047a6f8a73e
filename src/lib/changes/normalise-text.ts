/**
 * The one text normalisation every compared field goes through, so a change
 * is a change of wording and never of presentation. The publisher's export
 * toggles inline markup between revisions without changing the text (2026 rev 9
 * added `<i>`/`<sup>` to ~1,600 lines, rev 10 removed it again) and varies
 * whitespace (trailing spaces, NBSP, zero-width spaces, newlines).
 *
 * 1. line-break tags (`<br/>`, `<nl/>`, `<newline>`) become a space;
 * 2. other inline formatting tags are removed, keeping their text (`m<sup>3</sup>` -> `m3`);
 * 3. zero-width characters are removed;
 * 4. every whitespace run (including NBSP and newlines) becomes one space; ends are trimmed.
 * null and undefined read as ''.
 */
const BREAK_TAG = /<\/?(?:br|nl|newline)\b[^<>]*>/gi;
const FORMAT_TAG = /<\/?(?:i|b|u|em|strong|sup|sub|span|il|small|font)\b[^<>]*>/gi;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

// Anything the steps below would change: a tag, a zero-width character, or whitespace other than single inner spaces.
const NEEDS_WORK = /[<\u200B-\u200D\u2060\uFEFF]|[^\S ]| {2}|^ | $/;

export const normaliseText = (text: string | null | undefined): string =>
  text == null ? '' : !NEEDS_WORK.test(text) ? text : text
    .replace(BREAK_TAG, ' ')
    .replace(FORMAT_TAG, '')
    .replace(ZERO_WIDTH, '')
    .replace(/\s+/g, ' ')
    .trim();
