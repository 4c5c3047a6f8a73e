/**
 * Headers for the static site, applied identically by the local server and,
 * through the generated dist/_headers file, by the deployed site.
 */
// Only what the pages use: their own scripts and styles (never inline; astro.config.mjs keeps them files),
// Pagefind's WebAssembly and worker, fetches to the API on the same origin.
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SITE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': SITE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
};

/** Static dataset files: downloadable from anywhere, revalidated by ETag. */
export const DATA_FILE_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
};

/** Astro fingerprints everything under /_astro/ (the name changes with the content), so it never needs revalidating. */
export const IMMUTABLE_ASSET_HEADERS: Record<string, string> = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/**
 * The site's pages and its small unversioned files: any cache may keep them but must revalidate (by ETag, a 304)
 * before each use, since a deploy changes them under the same address. Netlify's CDN drops its copies on deploy.
 */
export const PAGE_HEADERS: Record<string, string> = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

/**
 * Paths of the static pages and files PAGE_HEADERS covers. /api/ (the API's page) is not listed: /api/* gives it
 * the data files' Cache-Control, and two rules must not set one header on a path.
 */
export const PAGE_HEADER_PATHS: readonly string[] = ['/', '/chapters/*', '/changes/*', '/downloads/*', '/sitemap.xml', '/sitemaps/*', '/robots.txt', '/favicon.svg'];

const rule = (path: string, headers: Record<string, string>): string[] => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)];

/**
 * dist/_headers: the same rules for Netlify and the local server (which reads this file). No header name is set by
 * two rules that can match one path, since Netlify would join their values.
 */
export const netlifyHeadersFile = (extra: Record<string, Record<string, string>> = {}): string =>
  [
    ...rule('/*', SITE_HEADERS),
    ...rule('/api/*', DATA_FILE_HEADERS),
    ...rule('/_astro/*', IMMUTABLE_ASSET_HEADERS),
    ...PAGE_HEADER_PATHS.flatMap((path) => rule(path, PAGE_HEADERS)),
    ...Object.entries(extra).flatMap(([path, headers]) => rule(path, headers)),
    '',
  ].join('\n');

/**
 * The pages of lines (/lines/{htsno}/), rendered on demand: browsers revalidate like every page, while Netlify's CDN
 * keeps each answer, shared across its edge nodes (durable), until the next deploy drops it (the schedule changes
 * only with a deploy). So a line's page runs the function once per deploy, however many read it.
 */
export const LINE_PAGE_HEADERS: Record<string, string> = {
  ...PAGE_HEADERS,
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000, stale-while-revalidate=86400',
};
