/**
 * The deploy's public address, for every absolute link a built file carries (canonical links, the sitemaps and
 * robots.txt, the Atom feeds, the OpenAPI document). Netlify sets URL at build time to the site's main address
 * (deploy previews too, so their canonical links point at production); SITE_URL configures it anywhere else.
 * Without either, a name under .invalid (RFC 2606), which never resolves: a built file never points at localhost,
 * and a build that was not told its address says so in plain sight.
 */
export const FALLBACK_SITE_URL = 'https://tariffs.invalid';

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

export const siteUrl = (env: Record<string, string | undefined> = process.env): string => {
  const raw = env.URL || env.SITE_URL || FALLBACK_SITE_URL;
  const url = URL.parse(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`the site's address (URL or SITE_URL) is not an http(s) URL: ${raw}`);
  if (LOCAL.test(url.hostname)) throw new Error(`the site's address (URL or SITE_URL) is ${raw}: built files must not link to this machine`);
  return url.origin;
};
