/** Number formatting for pages; en-US, deterministic in Node and browsers (both use ICU). */

/** "47.25", "651.755", "10,027.00": at least cents, every further digit the amount has. */
export const formatAmount = (usd: number): string =>
  usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 12 });

export const formatUsd = (usd: number): string => `$${formatAmount(usd)}`;

/** A fraction as a percent: 0.01575 -> "1.575%". */
export const formatPercent = (fraction: number, digits = 4): string =>
  `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: digits })}%`;

/**
 * A description as a phrase to build on: without the colon the schedule ends a heading's text with ("grape must
 * other than that of heading 2009:"), so text that follows it with its own colon or separator does not double it.
 */
export const descriptionPhrase = (text: string): string => text.replace(/\s*:\s*$/, '');

/** A line's description path as one phrase, its levels joined by " › ", each without the colon that ends it. */
export const pathPhrase = (path: readonly string[]): string => path.map(descriptionPhrase).join(' › ');

/** "35.7 MB", "18.9 kB", "512 B" (SI units, as download tools show them). */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
};

/**
 * "5,000": a count as toLocaleString('en-US') writes it, for whole numbers without ICU, whose first use costs
 * 15 to 40 ms (module load of the API function, for a route's description: a cold start's time).
 */
export const formatCount = (n: number): string => (Number.isSafeInteger(n) && !Object.is(n, -0) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('en-US'));
