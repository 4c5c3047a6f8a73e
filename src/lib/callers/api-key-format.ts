/**
 * API keys look like `tk_<id>_<secret>`: a public 16-hex-digit id (what
 * `keys list` and /v1/usage show) and a 256-bit secret in base64url. Only
 * the SHA-256 of the whole key is ever stored.
 */
import { err, ok, type Result } from '../result.ts';

export const API_KEY_PATTERN = /^tk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface PresentedKey {
  key: string;
  id: string;
}

export const formatApiKey = (id: string, secret: string): string => `tk_${id}_${secret}`;

/**
 * The credential of a request: none (anonymous), a well-formed key, or
 * malformed. Any Authorization header that is not `Bearer <key>` is
 * malformed: a caller who sent a credential is never silently downgraded.
 */
export const readBearer = (header: string | null): Result<PresentedKey | null, 'malformed'> => {
  if (header === null) return ok(null);
  const m = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  const token = m?.[1];
  const parts = token === undefined ? null : API_KEY_PATTERN.exec(token);
  if (!token || !parts?.[1]) return err('malformed');
  return ok({ key: token, id: parts[1] });
};
