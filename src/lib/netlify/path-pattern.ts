/**
 * Netlify's path patterns as _redirects and _headers use them: literal
 * segments, `:name` placeholders (one segment) and a trailing `*` splat
 * (the rest, possibly empty). Matching is on the decoded-as-sent path.
 */
export type PathMatcher = (path: string) => Record<string, string> | null;

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export const pathMatcher = (pattern: string): PathMatcher => {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '(?<splat>.*)' : segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escape(segment)))
    .join('/');
  // "/a/*" also matches "/a" itself, as on Netlify.
  const re = new RegExp(`^${source.replace(/\/\(\?<splat>\.\*\)$/, '(?:/(?<splat>.*))?')}$`);
  return (path) => {
    const m = re.exec(path);
    return m ? { ...m.groups } : null;
  };
};
