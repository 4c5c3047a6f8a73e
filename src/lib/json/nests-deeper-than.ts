/**
 * How deep a parsed JSON value nests, judged without recursion: JSON.parse takes any depth, but JSON.stringify and
 * structuredClone recurse, and a few thousand levels of a caller's input overflow the stack in them.
 */

/** Whether `value` nests deeper than `limit` levels (a value that is an object or array is level 1). */
export const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [v, level] = pending.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (level > limit) return true;
    for (const member of Array.isArray(v) ? v : Object.values(v)) if (member !== null && typeof member === 'object') pending.push([member, level + 1]);
  }
  return false;
};
