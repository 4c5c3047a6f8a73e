/** Whether an origin is among the countries a text names, a group ("the European Union") read as its members on the date. */
import type { CompiledLaw } from './compile-law.ts';

export const originIn = (law: Pick<CompiledLaw, 'groups'>, ids: readonly string[], iso2: string | null, date: string): boolean => {
  if (iso2 === null) return false;
  for (const id of ids) {
    if (id === iso2) return true;
    const group = law.groups.get(id);
    if (group === undefined) continue;
    for (const m of group.members) {
      if (m.iso2 === iso2 && (m.from === undefined || m.from <= date) && (m.through === undefined || date <= m.through)) return true;
    }
  }
  return false;
};
