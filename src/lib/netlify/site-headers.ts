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
    ...Object.entries(extra).flatMap(([path, headers]) => rule(path, headers)),
    '',
  ].join('\n');
