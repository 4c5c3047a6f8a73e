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

/** Netlify's _headers format for the same rules. */
export const netlifyHeadersFile = (): string =>
  [
    '/*',
    ...Object.entries(SITE_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
    '/api/*',
    ...Object.entries(DATA_FILE_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
    '',
  ].join('\n');
