/**
 * RateLimit response headers. Two vocabularies, the same numbers:
 * - the IETF draft (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy`
 *   names the quota `q` over the window `w` seconds, `RateLimit` gives the
 *   remaining `r` and the seconds `t` until the window resets;
 * - the widely deployed `RateLimit-Limit`, `RateLimit-Remaining`,
 *   `RateLimit-Reset` (seconds), which most client libraries read today.
 */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetsInSeconds: number;
}

/** The one policy every plan has: a daily quota, reset at 00:00 UTC. */
export const POLICY_NAME = 'day';

export const rateLimitHeaders = ({ limit, remaining, resetsInSeconds }: RateLimitState): Record<string, string> => ({
  'RateLimit-Policy': `"${POLICY_NAME}";q=${limit};w=86400`,
  RateLimit: `"${POLICY_NAME}";r=${remaining};t=${resetsInSeconds}`,
  'RateLimit-Limit': String(limit),
  'RateLimit-Remaining': String(remaining),
  'RateLimit-Reset': String(resetsInSeconds),
});
