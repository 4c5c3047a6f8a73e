/**
 * Netlify's _headers rules as the local server applies them, read by Netlify's own parser
 * (src/data/local-server/netlify-rules.ts). Every rule whose pattern matches the requested path applies; a name
 * set by several rules gets their values joined with ", ", as Netlify does (so the build never sets one name in
 * two matching rules).
 */
import type { PathMatcher } from './path-pattern.ts';

export interface HeaderRule {
  path: string;
  headers: [string, string][];
  match: PathMatcher;
}

/** Headers for a path: every matching rule, in file order, values of a repeated name joined. */
export const headersFor = (rules: readonly HeaderRule[], path: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.match(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = names.get(key);
      if (seen === undefined) {
        names.set(key, name);
        out[name] = value;
      } else out[seen] = `${out[seen]}, ${value}`;
    }
  }
  return out;
};
