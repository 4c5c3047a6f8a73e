/**
 * The compiled Federal Register table -> notices. A field that reads
 * "NOT FOUND" or is empty becomes null; any remark after "NOT FOUND" is kept
 * in `notes`. Sorted by publication date, undated last, then by id.
 */
import { ok, type Result } from '../result.ts';
import type { Notice, NoticeType } from '../schema/notice.ts';
import type { DroppedRow, QualityReport } from '../schema/quality-report.ts';
import { extractHtsNumbers } from './extract-hts-numbers.ts';
import { readTable, tidy } from './read-table.ts';
import type { ReferenceError } from './reference-error.ts';

export const NOTICES_FILE = 'fr_wine_notices/wine_fr_notices_compiled.csv';
const COLUMNS = [
  'fr_citation', 'document_number', 'publication_date', 'effective_date', 'document_type',
  'agency', 'title', 'url', 'wine_relevance_as_stated_in_source', 'sources',
] as const;
type Column = (typeof COLUMNS)[number];

/** "NOT FOUND (why)" -> { value: null, remark: 'why' }; "x (why)" -> value "x", remark kept by the caller. */
const field = (raw: string): { value: string | null; remark: string | null } => {
  const text = tidy(raw);
  const nf = /^NOT FOUND\b\s*(?:\((.*)\))?\s*$/i.exec(text);
  if (nf) return { value: null, remark: nf[1] ?? null };
  return { value: text === '' ? null : text, remark: null };
};

const ISO_DATE = /\d{4}-\d{2}-\d{2}/g;
const isIsoDate = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Wine named, or a heading of wine (2204), vermouth (2205) or other fermented beverages (2206). */
const NAMES_WINE = /\bwines?\b|\b220[456]\.\d{2}/i;
/** An action on every origin or all goods reaches wine only incidentally. */
const ALL_GOODS = /\ball[- ]origins?\b|\ball goods\b/i;
/** "do not include wine", "wine not listed", "wine tariffs not changed": wine named only to say it is untouched. */
const NEGATED = /\bnot\b|\bno\b|\bexcept\b|n't\b/i;

/**
 * Targets wine specifically: the stated effect names wine (or a heading
 * 2204-2206) in a ';'-separated clause that does not negate it, and the
 * action is not an all-origin one.
 */
export const targetsWine = (effect: string | null): boolean =>
  effect !== null && !ALL_GOODS.test(effect) && effect.split(';').some((clause) => NAMES_WINE.test(clause) && !NEGATED.test(clause));

const typeOf = (raw: string): { type: NoticeType | null; detail: string | null } => {
  const m = /^([^(]*?)\s*(?:\((.*)\))?\s*$/.exec(tidy(raw));
  const head = (m?.[1] ?? '').toLowerCase();
  const detail = m?.[2] ?? null;
  if (head === 'notice') return { type: 'notice', detail };
  if (head === 'presidential document') return { type: 'presidential-document', detail };
  return { type: null, detail: tidy(raw) || null };
};

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

export const buildNotices = (compiledCsv: string): Result<{ notices: Notice[]; report: QualityReport }, ReferenceError> => {
  const table = readTable(NOTICES_FILE, compiledCsv, COLUMNS);
  if (!table.ok) return table;
  const dropped: DroppedRow[] = [];
  const notices: Notice[] = [];
  const ids = new Set<string>();
  for (const { row, values } of table.value) {
    const v = (c: Column) => field(values[c]);
    const notes: string[] = [];
    const remark = (label: string, r: { remark: string | null }) => r.remark && notes.push(`${label}: ${r.remark}`);

    const citationField = v('fr_citation');
    const cite = /^(\d+ FR \d+)\s*(?:\((.*)\))?$/.exec(citationField.value ?? '');
    if (citationField.value && !cite) notes.push(`citation as given: ${citationField.value}`);
    if (cite?.[2]) notes.push(`citation: ${cite[2]}`);
    remark('citation', citationField);
    const documentNumber = v('document_number');
    remark('document number', documentNumber);
    const title = v('title');
    remark('title', title);
    const agency = v('agency');
    const url = v('url');
    const effect = v('wine_relevance_as_stated_in_source');

    const published = v('publication_date').value;
    if (published !== null && !isIsoDate(published)) notes.push(`publication date as given: ${published}`);
    const effectiveText = v('effective_date').value;
    const effectiveDates = (effectiveText?.match(ISO_DATE) ?? []).filter(isIsoDate).sort();
    const { type, detail } = typeOf(values.document_type);

    const citation = cite?.[1] ?? null;
    const id = documentNumber.value ?? (citation ? slug(citation) : title.value ? slug(title.value) : null);
    const key = id ?? `row ${row}`;
    if (id === null) {
      dropped.push({ row, key, reason: 'No document number, citation or title to identify it' });
      continue;
    }
    if (ids.has(id)) {
      dropped.push({ row, key, reason: `Duplicate of notice ${id} on an earlier row` });
      continue;
    }
    ids.add(id);
    const text = [effect.value, title.value].filter(Boolean).join(' ');
    notices.push({
      id,
      citation,
      documentNumber: documentNumber.value,
      publicationDate: published !== null && isIsoDate(published) ? published : null,
      effectiveDate: effectiveDates[0] ?? null,
      effectiveDateText: effectiveText !== null && !isIsoDate(effectiveText) ? effectiveText : null,
      type,
      typeDetail: detail,
      agency: agency.value,
      title: title.value,
      url: url.value !== null && /^https?:\/\//.test(url.value) ? url.value : null,
      wineEffect: effect.value,
      wineOnly: targetsWine(effect.value),
      ...extractHtsNumbers(text),
      sources: (v('sources').value ?? '').split(/;\s*/).map(tidy).filter(Boolean),
      notes,
    });
  }
  notices.sort((a, b) => {
    const da = a.publicationDate ?? '9999-99-99';
    const db = b.publicationDate ?? '9999-99-99';
    return da < db ? -1 : da > db ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const undated = notices.filter((n) => n.publicationDate === null).length;
  const report: QualityReport = {
    dataset: 'notices',
    inputs: [{ file: NOTICES_FILE, rowsRead: table.value.length, rowsPublished: notices.length, rowsDropped: dropped }],
    recordsPublished: notices.length,
    unmapped: [],
    notes: [
      `${undated} notices have no publication date and are left out of any date-range filter`,
      'wineOnly is true when the stated effect names wine or a heading 2204-2206 in a clause that does not negate it, and the action is not all-origin',
    ],
  };
  return ok({ notices, report });
};
