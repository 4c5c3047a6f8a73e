import { describe, expect, it } from 'vitest';
import { addressBucket } from '../../../src/lib/callers/address-bucket.ts';

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['[2001:0DB8:0001:0002::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['not an address', 'unknown'],
    ['256.1.1.1', 'unknown'],
    ['1:2:3:4:5:6:7:8:9', 'unknown'],
    ['1::2::3', 'unknown'],
  ])('%s -> %s', (input, bucket) => {
    expect(addressBucket(input)).toBe(bucket);
  });

  it('puts every address of one /64 in one bucket and neighbouring /64s apart', () => {
    expect(addressBucket('2001:db8:0:1::a')).toBe(addressBucket('2001:db8:0:1:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:0:1::a')).not.toBe(addressBucket('2001:db8:0:2::a'));
  });
});
