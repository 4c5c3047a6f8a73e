/**
 * The compact batch answer (`"chapter99Texts": "once"` in a POST /v1/duty-estimates body): what a chapter 99
 * candidate says that does not depend on the line's amounts (its description, rate, how it reaches the line,
 * originScope, inForce, inForceBecause, exclusions, its status and reason) is given once per batch, in `chapter99Texts`, and each candidate
 * names its entry by position (`texts`); what it would add (ifApplied) and originInScope stay on the line. The same
 * heading reaching lines two ways, as of two dates or with two entry dates has one entry each. Expanded
 * (expandChapter99Texts), every line is the default answer's, value for value.
 */
import type { BatchChapter99Texts, BatchLine, CompactBatchLine, CompactChapter99Candidate } from '../schema/duty-batch.ts';
import type { Chapter99Candidate } from '../schema/duty-estimate.ts';

/** The members of a candidate a batch gives once. */
export const SHARED_CANDIDATE_KEYS = ['description', 'rate', 'linkedBy', 'originScope', 'inForce', 'inForceBecause', 'exclusions', 'status', 'statusBecause', 'statusSource', 'statusBy', 'statusFact'] as const;
type BatchEstimate = Extract<BatchLine, { estimate: unknown }>['estimate'];
const SHARED = new Set<string>(SHARED_CANDIDATE_KEYS);
type Shared = Pick<Chapter99Candidate, (typeof SHARED_CANDIDATE_KEYS)[number]>;

/** Lines with their candidates' shared members replaced by `texts`, and the entries they name. */
export const compactChapter99Texts = (lines: readonly BatchLine[]): { lines: CompactBatchLine[]; chapter99Texts: BatchChapter99Texts } => {
  const entries: BatchChapter99Texts = [];
  const at = new Map<string, number>();
  const ids = new Map<string | null, number>();
  const idOf = (text: string | null): number => {
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    return id;
  };
  // The lines of a batch share these objects (chapter99Memo): each stringified once.
  const jsons = new WeakMap<object, string>();
  const json = (o: object): string => {
    let text = jsons.get(o);
    if (text === undefined) jsons.set(o, (text = JSON.stringify(o)));
    return text;
  };
  // An estimate met again (a batch gives every line sent twice the same object) has its entries already: the same
  // compact estimate, kept, so its bytes are written once too (src/http/json-chunks.ts).
  const done = new Map<BatchEstimate, CompactBatchLine & { estimate: unknown }>();
  const out = lines.map((l): CompactBatchLine => {
    if (!('estimate' in l)) return l;
    const kept = done.get(l.estimate);
    if (kept !== undefined) return { line: l.line, estimate: kept.estimate } as CompactBatchLine;
    const chapter99Candidates = l.estimate.chapter99Candidates.map((c) => {
      const rest: Record<string, unknown> = {};
      const shared: Record<string, unknown> = {};
      for (const k of Object.keys(c)) {
        if (SHARED.has(k)) shared[k] = c[k as keyof typeof c];
        else rest[k] = c[k as keyof typeof c];
      }
      // Exclusions follow from the description, but they are compared too: the entry is exactly these members. Each
      // text is named by a number (the texts are long, and the same few on every line), each object by its JSON.
      const status = `${c.status ?? '-'}\u0000${idOf(c.statusBecause ?? null)}\u0000${idOf(c.statusSource ?? null)}\u0000${c.statusBy ? json(c.statusBy) : '-'}\u0000${c.statusFact ?? '-'}`;
      const key = `${c.heading}\u0000${json(c.linkedBy)}\u0000${idOf(c.description)}\u0000${idOf(c.rate)}\u0000${c.inForce}\u0000${idOf(c.inForceBecause)}\u0000${c.originScope ? json(c.originScope) : '-'}\u0000${c.exclusions ? json(c.exclusions) : '-'}\u0000${status}`;
      let texts = at.get(key);
      if (texts === undefined) {
        texts = entries.push({ heading: c.heading, ...(shared as Shared) }) - 1;
        at.set(key, texts);
      }
      return { ...rest, texts } as CompactChapter99Candidate;
    });
    const compact = { line: l.line, estimate: { ...l.estimate, chapter99Candidates } };
    done.set(l.estimate, compact);
    return compact;
  });
  return { lines: out, chapter99Texts: entries };
};

/** The default answer's lines from the compact ones: each candidate's `texts` replaced by its entry's members. */
export const expandChapter99Texts = (lines: readonly CompactBatchLine[], chapter99Texts: BatchChapter99Texts): BatchLine[] =>
  lines.map((l): BatchLine => {
    if (!('estimate' in l)) return l;
    const chapter99Candidates = l.estimate.chapter99Candidates.map((c) => {
      const { texts, ...rest } = c;
      const { heading: _heading, ...shared } = chapter99Texts[texts]!;
      return { ...rest, ...shared } as Chapter99Candidate;
    });
    return { line: l.line, estimate: { ...l.estimate, chapter99Candidates } } as BatchLine;
  });
