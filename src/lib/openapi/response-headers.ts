/**
 * The response headers the OpenAPI document names, as `components.headers`.
 * Each is documented once and referenced from every response that can carry
 * it; none is `required`, since a header such as RateLimit is sent only once
 * the gate has counted the request.
 */
export const RESPONSE_HEADERS = {
  ETag: {
    description:
      'Strong validator of this answer; it changes only when a dataset version does. Send it back in If-None-Match: an unchanged answer is a 304 with no body.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description:
      'Function answers: `private, max-age=300` (each carries its caller\'s budget, so shared caches must not reuse it) or `no-store`. Static answers: public, reused by the CDN.',
    schema: { type: 'string' },
  },
  'X-Request-Id': {
    description: 'Identifies this request in the service\'s logs; quote it when reporting a problem.',
    schema: { type: 'string', format: 'uuid' },
  },
  'RateLimit-Policy': {
    description: 'IETF draft quota policy: the daily budget `q` of the caller\'s plan over a window `w` of 86,400 seconds.',
    schema: { type: 'string' },
    example: '"day";q=500;w=86400',
  },
  RateLimit: {
    description: 'IETF draft: the requests `r` remaining today (this one counted) and the seconds `t` until 00:00 UTC.',
    schema: { type: 'string' },
    example: '"day";r=499;t=43200',
  },
  'RateLimit-Limit': { description: 'Requests per UTC day of the caller\'s plan.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Remaining': { description: 'Requests left today, this one counted.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until the budget resets at 00:00 UTC.', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  'WWW-Authenticate': {
    description: 'The scheme to use (RFC 6750): a key is sent as `Authorization: Bearer <API_KEY>`.',
    schema: { type: 'string' },
    example: 'Bearer realm="tariff-api", error="invalid_token"',
  },
} as const;

export type ResponseHeader = keyof typeof RESPONSE_HEADERS;

/** Sent, both vocabularies with the same numbers, on every answer to a request the gate counted. */
export const RATE_LIMIT_HEADERS: readonly ResponseHeader[] = ['RateLimit-Policy', 'RateLimit', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
