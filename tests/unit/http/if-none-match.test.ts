/** If-None-Match as the function and the local server both read it: `*`, or any listed tag by the weak comparison. */
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds } from '../../../src/lib/http-cache/if-none-match.ts';

describe('ifNoneMatchHolds', () => {
  const etag = '"abc"';
  it('holds for the tag itself, the weak tag, one of a list, and *', () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", W/"abc"', ' "x" ,"abc" ', '*', ' * ']) expect(ifNoneMatchHolds(header, etag), header).toBe(true);
  });
  it('does not hold without the header, for another tag, or a tag that only contains it', () => {
    for (const header of [null, undefined, '', '"abcd"', 'abc', '"x", "y"', ',,,', '"a*"']) expect(ifNoneMatchHolds(header, etag), String(header)).toBe(false);
  });
});
