/**
 * The newest of HTS revision labels such as "2026_rev_9", "2026_basic",
 * "2025_rev_32": by year, then basic before rev 1, then revision number.
 * Plain string order would put "2026_rev_10" before "2026_rev_9".
 */
const rank = (label: string): [number, number] => {
  const m = /^(\d{4})_(?:basic|rev_(\d+))$/.exec(label.trim());
  if (!m) return [-1, -1];
  return [Number(m[1]), m[2] === undefined ? 0 : Number(m[2])];
};

export const compareRevisions = (a: string, b: string): number => {
  const [ya, ra] = rank(a);
  const [yb, rb] = rank(b);
  return ya - yb || ra - rb || (a < b ? -1 : a > b ? 1 : 0);
};

/** Newest label of the list; undefined when empty. */
export const latestRevision = (labels: readonly string[]): string | undefined =>
  [...labels].sort(compareRevisions).at(-1);
