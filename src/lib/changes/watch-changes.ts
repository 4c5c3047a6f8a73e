/**
 * Watching a list of codes: the change feed kept to the changes that touch them. A change to line N touches a
 * watched number W when N is W or a line under it (W is a prefix of N), or a heading or subheading above it (N is
 * a prefix of W): a line inherits its rates and the words of its description from the lines above it, so a new
 * rate on 2204.21.50 is a change to 2204.21.50.05. Paging, `since` and every other rule are selectChanges'.
 */
import { normaliseHtsno } from '../hts/normalise-htsno.ts';
import { err, ok, type Result } from '../result.ts';
import type { RevisionChanges } from '../schema/change.ts';
import { expandChanges } from './group-changes.ts';
import { parseSince } from './parse-since.ts';
import { selectChanges, type ChangePage, type ChangeQuery, type SelectError } from './select-changes.ts';

/** Most numbers one watch list may name. */
export const MAX_WATCHED = 100;

/**
 * `htsno` as sent: 1 to 100 numbers or prefixes separated by commas, dots optional, spaces around each allowed.
 * The digits, each once, sorted; or why the list cannot be read.
 */
export const parseWatchList = (text: string): Result<string[], string> => {
  const items = text.split(',');
  if (items.length > MAX_WATCHED) return err(`at most ${MAX_WATCHED} numbers, separated by commas; this list has ${items.length}`);
  const digits = new Set<string>();
  for (const [i, item] of items.entries()) {
    const d = normaliseHtsno(item);
    if (d === null) {
      const shown = item.trim() === '' ? 'is empty' : `${JSON.stringify(item.trim().slice(0, 20))} is not a tariff number`;
      return err(`entry ${i + 1} ${shown}: each entry is 2 to 10 digits, dots optional, e.g. 0201.30.50.85 or 2204`);
    }
    digits.add(d);
  }
  return ok([...digits].sort());
};

/** Whether a change to the line numbered `htsno` touches the watch list (digits, as parseWatchList gives them). */
export const watchesLine = (watch: readonly string[], htsno: string): boolean => {
  const n = htsno.replaceAll('.', '');
  return watch.some((w) => n.startsWith(w) || w.startsWith(n));
};

/**
 * One page of the changes published on or after `since` that touch the watch list, in feed order: the page
 * selectChanges gives of the same feed with every other change left out. Reads only the revisions on or after
 * `since`.
 */
export const selectWatchedChanges = (
  groups: readonly RevisionChanges[],
  watch: readonly string[],
  q: ChangeQuery,
): Result<ChangePage, SelectError> => {
  const day = parseSince(q.since);
  if (!day.ok) return day;
  const touched = groups
    .filter((g) => g.date >= day.value)
    .flatMap((g) => expandChanges({ ...g, lines: g.lines.filter((l) => watchesLine(watch, l.htsno)) }));
  return selectChanges(touched, q);
};
