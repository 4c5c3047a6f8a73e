import type { ChangeFootnote } from '../schema/change.ts';
import type { HtsRow } from '../schema/hts-row.ts';
import { normaliseText } from './normalise-text.ts';

/** The compared fields of one numbered row, normalised. */
export interface ComparableLine {
  description: string;
  units: string[];
  general: string;
  special: string;
  other: string;
  footnotes: ChangeFootnote[];
}

/**
 * Every text goes through normaliseText. Units that normalise to '' are
 * dropped (the export writes "no unit" as both [] and [""]), and so are
 * footnotes with no text. Footnotes are compared by text and columns only
 * (not type or marker), in published order; the archive has no change that
 * only reorders footnotes.
 */
export const comparableLine = (row: HtsRow): ComparableLine => ({
  description: normaliseText(row.description),
  units: (row.units ?? []).map(normaliseText).filter((u) => u !== ''),
  general: normaliseText(row.general),
  special: normaliseText(row.special),
  other: normaliseText(row.other),
  footnotes: (row.footnotes ?? [])
    .map((f) => ({ columns: (f.columns ?? []).map(normaliseText), text: normaliseText(f.value) }))
    .filter((f) => f.text !== ''),
});
