/**
 * Netlify's _headers file: a path pattern on its own line, then indented
 * `Name: value` lines. Every rule whose pattern matches the requested path
 * applies; a name set by several rules gets their values joined with ", ",
 * as Netlify does (so the build never sets one name in two matching rules).
 */
import { err, ok, type Result } from '../result.ts';
import { pathMatcher, type PathMatcher } from './path-pattern.ts';

export interface HeaderRule {
  path: string;
  headers: [string, string][];
  match: PathMatcher;
}

export const parseHeaders = (text: string): Result<HeaderRule[], string[]> => {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: [], match: pathMatcher(raw.trim()) });
      return;
    }
    const colon = raw.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) return void problems.push(`line ${i + 1}: a header outside a path rule, or no colon: ${raw.trim()}`);
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  });
  return problems.length > 0 ? err(problems) : ok(rules);
};

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
