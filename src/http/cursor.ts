/**
 * Opaque, tamper-evident list cursors: the offset of the next page, bound to
 * the endpoint, its filters and the dataset version, signed with HMAC-SHA256.
 * A cursor edited by hand, or reused with other filters or after a data
 * refresh, fails verification and is answered with a 400, never a wrong page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { settings } from './settings.ts';

// The secret is TARIFF_CURSOR_SECRET, read once with the other settings (src/http/settings.ts).
const sign = (payload: string): Buffer => createHmac('sha256', settings().cursorSecret).update(payload).digest().subarray(0, 12);

export const encodeCursor = (scope: string, offset: number): string => {
  const payload = `${offset}`;
  const mac = sign(`${scope}\u0000${payload}`);
  return `${Buffer.from(payload).toString('base64url')}.${mac.toString('base64url')}`;
};

/** The offset, or null when the cursor was not issued for this scope. */
export const decodeCursor = (scope: string, cursor: string): number | null => {
  const [body, mac, extra] = cursor.split('.');
  if (body === undefined || mac === undefined || extra !== undefined) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  // base64url decoding ignores spare bits and trailing characters: accept only the exact spelling this service issued.
  if (!/^\d{1,9}$/.test(payload) || Buffer.from(payload).toString('base64url') !== body) return null;
  const given = Buffer.from(mac, 'base64url');
  const want = sign(`${scope}\u0000${payload}`);
  if (given.length !== want.length || given.toString('base64url') !== mac || !timingSafeEqual(given, want)) return null;
  return Number(payload);
};
