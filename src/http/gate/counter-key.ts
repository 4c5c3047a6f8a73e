/**
 * Where a caller's count for a UTC day lives: `usage/<day>/k-<key id>` for a
 * key, `usage/<day>/a-<hash>` for an anonymous address, the hash being
 * HMAC-SHA256(salt, day + address bucket), so the store never holds an address.
 */
import { createHmac } from 'node:crypto';
import { addressBucket } from '../../lib/callers/address-bucket.ts';

export const keyCounterKey = (day: string, keyId: string): string => `usage/${day}/k-${keyId}`;

export const anonymousCounterKey = (salt: string, day: string, address: string | undefined): string =>
  `usage/${day}/a-${createHmac('sha256', salt).update(`${day}\n${addressBucket(address)}`).digest('hex').slice(0, 32)}`;
