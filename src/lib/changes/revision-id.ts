/** Revision ids (`2026_rev_10`), their parts, the publisher's release names and their order. */

export interface RevisionKey {
  year: number;
  /** 0 for the basic edition. */
  number: number;
}

const ID = /^(\d{4})_(?:basic|rev_([1-9]\d*))$/;

export const parseRevisionId = (id: string): RevisionKey | null => {
  const m = ID.exec(id);
  if (!m) return null;
  return { year: Number(m[1]), number: m[2] === undefined ? 0 : Number(m[2]) };
};

export const revisionId = ({ year, number }: RevisionKey): string =>
  number === 0 ? `${year}_basic` : `${year}_rev_${number}`;

/** USITC's own naming: `2025HTSBasic`, `2026HTSRev10`. */
export const releaseName = ({ year, number }: RevisionKey): string =>
  number === 0 ? `${year}HTSBasic` : `${year}HTSRev${number}`;

/** Chronological: by year, then basic before rev 1, 2, ... 10 (numeric, never lexical). */
export const compareRevisionKeys = (a: RevisionKey, b: RevisionKey): number =>
  a.year - b.year || a.number - b.number;

// `.publisher` marks the publisher's own static file where the mirror also holds another variant (2026 Rev 9).
const FILE = /(?:^|\/)hts_(\d{4}_(?:basic|rev_[1-9]\d*))(?:\.publisher)?\.json(?:\.gz)?$/;

/** `.../hts_2026_rev_10.json.gz` (or `hts_2026_rev_9.publisher.json.gz`) -> the revision id; null for any other name. */
export const revisionIdOfFile = (file: string): string | null => FILE.exec(file.replaceAll('\\', '/'))?.[1] ?? null;
