import type { FieldChange } from '../schema/change.ts';

/** One side of a changed field as a reader sees it (the revision pages and the Atom feeds): units and footnotes joined. */
export const fieldChangeText = (change: FieldChange, side: 'before' | 'after'): string => {
  if (change.field === 'units') return change[side].join(', ') || '(none)';
  if (change.field === 'footnotes') return change[side].map((f) => f.text).join(' | ') || '(none)';
  return change[side] || '(empty)';
};
