/** One code as sent, read into digits or said to be malformed. */
import { describe, expect, it } from 'vitest';
import { readCode } from '../../../src/lib/codes/read-code.ts';

describe('readCode', () => {
  it.each([
    ['0201.30.50.85', '0201305085'],
    ['0201305085', '0201305085'],
    ['0201.30.5085', '0201305085'],
    ['  0201.30.50.85\t', '0201305085'],
    ['\u00a02204\u00a0', '2204'],
    ['22', '22'],
    ['101210010', '101210010'],
    ['22042150055', '22042150055'],
  ])('reads %j as %s, leading zeros kept', (text, digits) => {
    expect(readCode(text)).toEqual({ ok: true, digits });
  });

  it.each([
    ['', /^empty/],
    ['   ', /^empty/],
    ['2', /too short/],
    ['220421500505', /12 digits/],
    ['0201-30-50-85', /not a tariff number/],
    ['0201 30 50 85', /not a tariff number/],
    ['.2204', /not a tariff number/],
    ['2204.', /not a tariff number/],
    ['2204..10', /not a tariff number/],
    ['HTS 2204', /not a tariff number/],
    ['２２０４', /not a tariff number/],
  ])('says %j is malformed', (text, why) => {
    const read = readCode(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.detail).toMatch(why);
  });

  it('says a value that is not text is malformed, and why a number is not enough', () => {
    expect(readCode(101210010)).toEqual({ ok: false, detail: expect.stringMatching(/^number is not a tariff number: send each code as text/) });
    expect(readCode(null)).toMatchObject({ ok: false, detail: expect.stringMatching(/^null/) });
    expect(readCode({ code: '2204' })).toMatchObject({ ok: false, detail: expect.stringMatching(/^object/) });
  });

  it('shows at most 40 characters of what it could not read', () => {
    const read = readCode('x'.repeat(500));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.detail.length).toBeLessThan(120);
  });
});
