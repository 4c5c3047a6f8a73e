/**
 * Values made once per owner (a compiled law, a catalogue) and string key, kept up to `limit` keys per owner and all
 * forgotten when full: for answers that depend only on a few request fields (a line, an origin, a date) and are asked
 * again and again, where a cleared map costs only the next asks. Forgotten with the owner.
 */
export const keptByKey = <O extends object, V>(limit: number): ((owner: O, key: string, make: () => V) => V) => {
  const kept = new WeakMap<O, Map<string, V>>();
  return (owner, key, make) => {
    let byKey = kept.get(owner);
    if (byKey === undefined) kept.set(owner, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) {
      if (byKey.size >= limit) byKey.clear();
      byKey.set(key, (value = make()));
    }
    return value;
  };
};
