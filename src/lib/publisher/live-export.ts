/**
 * The publisher's live export (GET /reststop/exportList?from=0100&to=9999&format=JSON&styles=false, which
 * ignores any `release` parameter and always answers the current release) turned into the form of its static
 * archive file, as text: the live variant wraps words in HTML markup and leaves out the first `0101` heading
 * row, and is otherwise the same bytes (the data mirror's live copy of 2026 Rev 9, so treated, is byte for byte
 * the publisher's static file of it, sha256 2dc81196...). Working on the text, never re-serialising, keeps the
 * publisher's own spacing and escaping, so the result can be pinned and compared with the static file.
 */
import type { HtsRow } from '../schema/hts-row.ts';
import { err, ok, type Result } from '../result.ts';

// Every tag the live export has been seen to carry, removed with nothing in its place (as the static file has it).
const LIVE_TAG = /<\/?(?:br|nl|newline|i|b|u|em|strong|sup|sub|span|il|small|font)\b[^<>]*>/gi;

/** The live export's text without its markup. */
export const stripLiveMarkup = (json: string): string => json.replace(LIVE_TAG, '');

/** The text of the first row of an export (`[ {...}, {...} ]` as the publisher writes it), or null. */
const firstRowText = (json: string): string | null => {
  const start = json.indexOf('{');
  const end = json.indexOf('}, {', start);
  return start < 0 || end < 0 ? null : json.slice(start, end + 1);
};

/**
 * The static file's first row put back when the static file shows a `0101` heading row there and the live
 * export lacks it; otherwise the text unchanged. Returns whether a row was restored.
 */
export const restoreFirstRow = (live: string, staticFile: string): { json: string; restored: boolean } => {
  const staticFirst = firstRowText(staticFile);
  const liveFirst = firstRowText(live);
  if (!staticFirst || !liveFirst || !/"htsno"\s*:\s*"0101"/.test(staticFirst) || /"htsno"\s*:\s*"0101"/.test(liveFirst)) {
    return { json: live, restored: false };
  }
  const at = live.indexOf('{');
  return { json: `${live.slice(0, at)}${staticFirst}, ${live.slice(at)}`, restored: true };
};

export type ShapeIssue = string;

/** What an export must look like to be taken: a whole schedule, chapters 1 to 99, numbered lines, rates. */
export const checkExportShape = (rows: readonly HtsRow[]): Result<{ rows: number; numbered: number }, { code: 'export-shape'; issues: ShapeIssue[] }> => {
  const issues: ShapeIssue[] = [];
  const numbered = rows.filter((r) => r.htsno.trim() !== '');
  const chapters = new Set(numbered.map((r) => r.htsno.slice(0, 2)));
  if (rows.length < 30_000) issues.push(`${rows.length} rows; a whole schedule has more than 30,000`);
  for (const chapter of ['01', '22', '85', '99']) if (!chapters.has(chapter)) issues.push(`no line of chapter ${chapter}`);
  if (chapters.size < 97) issues.push(`lines of ${chapters.size} chapters; the schedule has 97 or more`);
  if (numbered.filter((r) => (r.general ?? '').trim() !== '').length < 5_000) issues.push('fewer than 5,000 lines carry a general rate');
  return issues.length > 0 ? err({ code: 'export-shape', issues }) : ok({ rows: rows.length, numbered: numbered.length });
};

/** The publisher's static archive address of a revision (`2026_rev_11` -> .../hts_2026_revision_11_json.json). */
export const staticUrlOf = (year: number, number: number): string =>
  `https://www.usitc.gov/sites/default/files/tata/hts/hts_${year}_${number === 0 ? 'basic_edition' : `revision_${number}`}_json.json`;
