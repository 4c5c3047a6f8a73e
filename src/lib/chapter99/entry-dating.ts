import { chapter99Text } from './chapter99-text.ts';

/**
 * A clause of a chapter 99 heading's own text that dates the entries it
 * covers, quoted. `from` and `through` are inclusive, `before` exclusive;
 * `ended` is a note that the provision was terminated, suspended or has
 * expired, with no date.
 */
export interface DatingClause {
  text: string;
  from?: string;
  before?: string;
  through?: string;
  ended?: true;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DATE = /\b(Jan(?:uary|\.)|Feb(?:ruary|\.)|Mar(?:ch|\.)|Apr(?:il|\.)|May|June?|July?|Aug(?:ust|\.)|Sep(?:tember|t?\.)|Oct(?:ober|\.)|Nov(?:ember|\.)|Dec(?:ember|\.))\s+(\d{1,2}),?\s+(\d{4})\b/gi;
// "12:01 a.m. eastern daylight time on ", "11:59 p.m. eastern time on ", "12:01 a.m. local port time on "
const TIME = String.raw`(?:\d{1,2}:\d{2}\s*[ap]\.\s*m\.\s*(?:[a-z]+\s+){0,3}time\s+on\s+)?`;
const timed = (pattern: string): RegExp => new RegExp(`${pattern}\\s+(${TIME})$`, 'i');

// What a clause says before its date. Only entry dates count: a date of loading, export, a contract, a zone status
// or a quota year says nothing about which entries the heading covers.
const ENTRY = /\b(?:entries|entered|withdrawn from warehouse)\b/i;
// Events that are not the entry: "(1) were loaded onto a vessel ... prior to entry into the United States, before ...".
const NOT_ENTRY = /\b(?:loaded|in transit|exported|contract for sale|foreign status|signed)\b/i;
const ON_OR_AFTER = timed(String.raw`\bon or after`);
const AFTER = timed(String.raw`(?<!\bor )\bafter`);
const BEFORE = timed(String.raw`\b(?:before|prior to)`);
const BETWEEN = timed(String.raw`\bbetween`);
const FROM_PERIOD = /\bduring the period from\s+$/i;
const THROUGH = /\bthrough\s+$/i;
// The second end of a pair, right after the first date: ", and before 12:01 a.m. ... on", ", and 11:59 p.m. ... on".
const AND_BEFORE = new RegExp(`^,?\\s*and\\s+(?:before|prior to)\\s+${TIME}$`, 'i');
const AND_TIME = new RegExp(`^,?\\s*and\\s+${TIME}$`, 'i');
const HEADING_EFFECTIVE = /\b(?:heading|provision) is effective on or after\s+$/i;
const EFFECTIVE_ALONE = /^\s*effective\s+$/i;
const TERMINATED_ON = /\bprovision (?:was )?terminated (?:as of|on)\s+$/i;
const EXPIRED_AT_CLOSE = /\bexpired at the close of\s+$/i;
// Undated endings: a compiler's note that the provision was terminated, suspended or has expired, or a note of the
// heading's own that it is suspended or has expired ("... and heading 9903.88.16 are suspended.").
const COMPILERS_NOTE = /\[compiler'?s note:[^\]]*\]?/gi;
const ENDED_WORDS = /\b(?:terminated|suspended|expired)\b/i;
const ENDED_SENTENCE = /(?:^|[.\]]\s+)((?:(?![.\]]\s).)*\b(?:(?:is|are) suspended|(?:has|have) expired)\.)\s*$/i;

// An in-transit exception ("Except for goods loaded onto a vessel ... before ..., and entered ... before October 5,
// 2025, except for ...") excludes goods already shipped: its dates are not the heading's.
const IN_TRANSIT = /\bexcept for goods loaded onto a vessel[\s\S]*?(?=,\s*(?:and\s+)?except\b|,\s*articles\b|$)/gi;

const isoDate = (m: RegExpMatchArray): string => {
  const month = MONTHS.findIndex((name) => name.startsWith(m[1]!.toLowerCase().replace('.', '').slice(0, 3))) + 1;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
};

/** The day after an ISO date ("after March 31, 2025" without a time covers April 1 on). */
const nextDay = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return t.toISOString().slice(0, 10);
};

/** The words of a clause: from its keyword (or the last clause break before the date) to the date. */
const quote = (prefix: string, keyword: number, date: string): string => {
  const start = Math.max(0, keyword);
  return `${prefix.slice(start).trimStart()}${date}`.replace(/^[,;:\s]+/, '');
};

/** The start of the clause a date closes: its entry word, when near, or the keyword the date follows. */
const clauseStart = (prefix: string, keyword: number): number => {
  const window = prefix.slice(Math.max(0, keyword - 160), keyword);
  const entry = [...window.matchAll(/\b(?:effective with respect to|effective|entries|entered|goods that are entered|are entered)\b/gi)].at(0);
  return entry === undefined ? keyword : Math.max(0, keyword - 160) + entry.index;
};

/** Every dating clause of one text, in order. */
const clausesOf = (raw: string): DatingClause[] => {
  const text = chapter99Text(raw).replace(IN_TRANSIT, ' ');
  const clauses: DatingClause[] = [];
  let last = 0;
  let previous: 'from' | 'between' | 'other' | null = null;
  for (const m of text.matchAll(DATE)) {
    const prefix = text.slice(last, m.index);
    const date = isoDate(m);
    // A clause ends at ";": "(1) were loaded ... before D1; and (2) are entered ... before D2".
    const segment = prefix.slice(prefix.lastIndexOf(';') + 1);
    const entry = ENTRY.test(segment) && !NOT_ENTRY.test(segment);
    const push = (clause: Omit<DatingClause, 'text'>, at: number, kind: typeof previous): void => {
      clauses.push({ text: quote(prefix, at, m[0]), ...clause });
      previous = kind;
    };
    let found: RegExpExecArray | null;
    if (previous === 'from' && AND_BEFORE.test(prefix)) push({ before: date }, 0, 'other');
    else if ((previous === 'from' || previous === 'between') && THROUGH.test(prefix) && prefix.trim().length < 20) push({ through: date }, 0, 'other');
    else if (previous === 'between' && AND_TIME.test(prefix)) push({ through: date }, 0, 'other');
    else if ((found = HEADING_EFFECTIVE.exec(prefix))) push({ from: date }, found.index, 'from');
    else if ((found = TERMINATED_ON.exec(prefix))) push({ before: date }, found.index, 'other');
    else if ((found = EXPIRED_AT_CLOSE.exec(prefix))) push({ through: date }, found.index, 'other');
    else if (EFFECTIVE_ALONE.test(prefix) && last === 0) push({ from: date }, 0, 'from');
    else if (entry && (found = ON_OR_AFTER.exec(prefix))) push({ from: date }, clauseStart(prefix, found.index), 'from');
    else if (entry && (found = AFTER.exec(prefix))) push({ from: found[1] ? date : nextDay(date) }, clauseStart(prefix, found.index), 'from');
    else if (entry && (found = BEFORE.exec(prefix))) push({ before: date }, clauseStart(prefix, found.index), 'other');
    else if (entry && (found = BETWEEN.exec(prefix))) push({ from: date }, clauseStart(prefix, found.index), 'between');
    else if (entry && (found = FROM_PERIOD.exec(prefix))) push({ from: date }, clauseStart(prefix, found.index), 'from');
    else previous = null;
    last = m.index + m[0].length;
  }
  for (const m of text.matchAll(COMPILERS_NOTE)) {
    // a dated note ("terminated as of February 7, 2026") was read above
    if (ENDED_WORDS.test(m[0]) && m[0].match(DATE) === null) clauses.push({ text: m[0].trim(), ended: true });
  }
  const sentence = ENDED_SENTENCE.exec(text.replace(COMPILERS_NOTE, ''));
  if (sentence) clauses.push({ text: sentence[1]!.trim(), ended: true });
  return clauses;
};

/** The dating clauses of a heading's texts (its description path and its footnotes), in order, each once. */
export const datingClauses = (texts: readonly string[]): DatingClause[] => {
  const seen = new Set<string>();
  const out: DatingClause[] = [];
  for (const text of texts) {
    for (const clause of clausesOf(text)) {
      const key = JSON.stringify(clause);
      if (!seen.has(key)) out.push(clause);
      seen.add(key);
    }
  }
  return out;
};

export interface InForce {
  inForce: boolean | null;
  because: string;
}

/**
 * Whether the heading's own dating admits an entry on `entryDate`
 * (YYYY-MM-DD): false when a clause excludes it (the first such clause
 * decides), true when the text dates entries and every clause admits it,
 * null when the text dates nothing.
 */
export const judgeInForce = (clauses: readonly DatingClause[], entryDate: string): InForce => {
  if (clauses.length === 0) return { inForce: null, because: 'the heading\'s text names no entry date' };
  for (const c of clauses) {
    if (c.ended) return { inForce: false, because: `"${c.text}": the text says the provision has ended` };
    if (c.from !== undefined && entryDate < c.from) return { inForce: false, because: `"${c.text}": an entry on ${entryDate} is before ${c.from}` };
    if (c.before !== undefined && entryDate >= c.before) return { inForce: false, because: `"${c.text}": an entry on ${entryDate} is not before ${c.before}` };
    if (c.through !== undefined && entryDate > c.through) return { inForce: false, because: `"${c.text}": an entry on ${entryDate} is after ${c.through}` };
  }
  return { inForce: true, because: `${clauses.map((c) => `"${c.text}"`).join('; ')}: an entry on ${entryDate} is within` };
};
