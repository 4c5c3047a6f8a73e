/**
 * Whether a request's If-None-Match names this representation, so the answer is a 304 (RFC 9110 13.1.2): `*`, or
 * any listed tag equal to the ETag by the weak comparison (a `W/` prefix is ignored). The function's answers and
 * the local server's files both decide it here.
 */
export const ifNoneMatchHolds = (header: string | null | undefined, etag: string): boolean =>
  header !== null && header !== undefined && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));
