import { chapter99Text } from './chapter99-text.ts';

/** An exclusion a heading's text names, quoted, with the headings and notes it names. Never applied. */
export interface Exclusion {
  text: string;
  headings: string[];
  notes: string[];
}

// The words that open an exclusion, and what it may name before its references.
const OPEN = /\b(?:except(?:\s+for)?|other than|excluding|notwithstanding)\b/gi;
const HEADING = String.raw`99\d{2}\.\d{2}(?:\.\d{2})?`;
const HEADING_REF = new RegExp(String.raw`${HEADING}(?:\s*[-–]\s*(?:${HEADING}|\.\d{2}\b))?`, 'g');
// "U.S. note 2(w)", "note 20(f)", "subdivision (v)(iv) of U.S. note 2"
const NOTE_REF = /(?:subdivisions?\s+(?:\([a-z0-9]+\))+(?:\s+and\s+(?:\([a-z0-9]+\))+)?\s+of\s+)?(?:U\.S\.\s+)?note\s+\d+(?:\([a-z0-9]+\))*/gi;
// A reference, and what may stand between two of them.
const REF = String.raw`(?:${HEADING}(?:\s*[-–]\s*(?:${HEADING}|\.\d{2}\b))?|(?:subdivisions?\s+(?:\([a-z0-9]+\))+\s+of\s+)?(?:U\.S\.\s+)?note\s+\d+(?:\([a-z0-9]+\))*)`;
// Between two references: ", ", " and ", ", and except as provided for in headings", " or heading". "as provided for
// in" only after "except": ", as provided for in subdivision (v) of U.S. note 2" is the heading's scope, not excluded.
const GLUE = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:except\s+(?:for\s+)?(?:as\s+provided\s+(?:for\s+)?in\s+|products\s+described\s+in\s+)?)?(?:the\s+)?(?:(?:sub)?headings?\s+)?`;
// After the opening words, a few words of what is excluded, then a run of references.
const BODY = new RegExp(String.raw`^[^\d;()\[\]]{0,90}?${REF}(?:${GLUE}${REF})*`, 'i');

/**
 * The exclusions a chapter 99 heading's text names by heading or note:
 * "Except for products described in headings 9903.01.21, 9903.01.22, or
 * 9903.01.23", "except as provided for in headings 9903.01.34 and
 * 9903.02.01", "except as provided for in U.S. note 2(w)", "Notwithstanding
 * heading 9903.91.03". Quoted as the text has them; an exclusion that names
 * neither (goods in transit, personal baggage) is not listed. Never applied:
 * whether the goods fall in an excluded heading is the broker's call.
 */
export const exclusions = (raw: string): Exclusion[] => {
  const text = chapter99Text(raw);
  const out: Exclusion[] = [];
  let covered = 0;
  for (const open of text.matchAll(OPEN)) {
    if (open.index < covered) continue;
    const body = BODY.exec(text.slice(open.index + open[0].length));
    if (body === null) continue;
    const quoted = `${open[0]}${body[0]}`.trim();
    covered = open.index + quoted.length;
    const headings = [...quoted.matchAll(HEADING_REF)].map((m) => m[0].replace(/\s*[-–]\s*/, '-'));
    const notes = [...quoted.matchAll(NOTE_REF)].map((m) => m[0]);
    if (headings.length + notes.length > 0) out.push({ text: quoted, headings, notes });
  }
  return out;
};

/** The text with its exclusions cut out, so what they name is not read as what the heading covers. */
export const withoutExclusions = (raw: string): string => {
  let text = chapter99Text(raw);
  for (const e of exclusions(text)) text = text.replace(e.text, ' ');
  return text.replace(/\s+/g, ' ').trim();
};
