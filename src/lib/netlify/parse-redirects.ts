/**
 * Netlify's _redirects rules as the local server applies them: read by Netlify's own parser
 * (src/data/local-server/netlify-rules.ts), matched here by path pattern, first rule first.
 */
import type { PathMatcher } from './path-pattern.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `200!`: applies even when a file exists at `from`. */
  force: boolean;
  match: PathMatcher;
}

/** The target of the first rule matching `path`, placeholders and splat filled in. */
export const resolveRedirect = (rules: readonly RedirectRule[], path: string): { rule: RedirectRule; to: string } | null => {
  for (const rule of rules) {
    const params = rule.match(path);
    if (!params) continue;
    const to = rule.to.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, to };
  }
  return null;
};
