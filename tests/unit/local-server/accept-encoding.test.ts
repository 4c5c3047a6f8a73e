import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../src/data/local-server/accept-encoding.ts';

const both = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('answers identity without the header or with nothing acceptable on offer', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('deflate, zstd', both)).toBeNull();
    expect(chooseEncoding('br, gzip', [])).toBeNull();
  });

  it('prefers Brotli on a tie, as browsers send it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
  });

  it('follows q-values', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('BR ; Q=1 , gzip;q=0.9', both)).toBe('br');
    expect(chooseEncoding('identity;q=1, br;q=0.5', both)).toBeNull();
    expect(chooseEncoding('br;q=0.5, identity;q=0.2', both)).toBe('br');
  });

  it('gives unnamed codings the q-value of *', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeNull();
    expect(chooseEncoding('gzip;q=0.3, *;q=0.6', both)).toBe('br');
  });

  it('ignores a malformed q-value rather than refusing the header', () => {
    expect(chooseEncoding('br;q=high, gzip;q=0.5', both)).toBe('br');
  });
});
