/** Country name or alias -> Census code, for joining lists that name countries in words. */
import { nameKey } from './country-names.ts';

export type Named = { censusCode: string; name: string; aliases: readonly string[] };

/** Aliases are unique by construction (see dedupeAliases); a name wins over an alias on a clash. */
export const nameIndex = (countries: readonly Named[]): Map<string, string> => {
  const index = new Map<string, string>();
  for (const c of countries) for (const a of c.aliases) index.set(nameKey(a), c.censusCode);
  for (const c of countries) index.set(nameKey(c.name), c.censusCode);
  return index;
};
