import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, formatApiKey, readBearer } from '../../../src/lib/callers/api-key-format.ts';

const KEY = formatApiKey('0123456789abcdef', 'A'.repeat(21) + '_-' + 'z'.repeat(20));

describe('readBearer', () => {
  it('no Authorization header is an anonymous caller', () => {
    expect(readBearer(null)).toEqual({ ok: true, value: null });
  });

  it('reads a well-formed key, scheme case-insensitive', () => {
    expect(KEY).toMatch(API_KEY_PATTERN);
    for (const header of [`Bearer ${KEY}`, `bearer ${KEY}`, `BEARER  ${KEY} `]) {
      expect(readBearer(header)).toEqual({ ok: true, value: { key: KEY, id: '0123456789abcdef' } });
    }
  });

  it.each([
    ['empty', ''],
    ['scheme only', 'Bearer'],
    ['scheme and space', 'Bearer '],
    ['another scheme', `Basic ${KEY}`],
    ['no scheme', KEY],
    ['two tokens', `Bearer ${KEY} ${KEY}`],
    ['short secret', `Bearer ${KEY.slice(0, -1)}`],
    ['long secret', `Bearer ${KEY}x`],
    ['upper-case id', `Bearer ${KEY.replace('abcdef', 'ABCDEF')}`],
    ['other prefix', `Bearer ${KEY.replace('tk_', 'sk_')}`],
    ['padding', `Bearer ${KEY.slice(0, -1)}=`],
  ])('%s is malformed, never anonymous', (_name, header) => {
    expect(readBearer(header)).toEqual({ ok: false, error: 'malformed' });
  });
});
