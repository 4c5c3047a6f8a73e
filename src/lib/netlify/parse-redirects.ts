/**
 * The subset of Netlify's _redirects file this site writes: `from to status`
 * per line, `#` comments. Only what the local server must honour to serve
 * the same paths as the deployed site; anything else is reported, not guessed.
 */
import { err, ok, type Result } from '../result.ts';
import { pathMatcher, type PathMatcher } from './path-pattern.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `200!`: applies even when a file exists at `from`. */
  force: boolean;
  match: PathMatcher;
}

export const parseRedirects = (text: string): Result<RedirectRule[], string[]> => {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    const code = Number(status.replace(/!$/, ''));
    if (!from?.startsWith('/') || !to || rest.length > 0 || !Number.isInteger(code)) {
      problems.push(`line ${i + 1}: not "from to status": ${line}`);
      return;
    }
    rules.push({ from, to, status: code, force: status.endsWith('!'), match: pathMatcher(from) });
  });
  return problems.length > 0 ? err(problems) : ok(rules);
};

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
