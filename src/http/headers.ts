/** Headers every API response carries, in one place for the function and the local server. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, X-Request-Id, RateLimit, RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate, Deprecation, Sunset, Link',
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
  'Access-Control-Max-Age': '86400',
};

export const API_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Function answers change only when a dataset version does (the ETag says which), but each carries the
 * caller's own RateLimit headers and counts against a budget: browsers may reuse it, shared caches may not.
 */
export const API_CACHE = 'private, max-age=300';
export const NO_STORE = 'no-store';
