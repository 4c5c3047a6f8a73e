import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../../../src/lib/callers/rate-limit-headers.ts';
import { utcDayWindow } from '../../../src/lib/callers/utc-day.ts';

describe('utcDayWindow', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22', '2026-11-23T00:00:00.000Z', 86400],
    ['2026-11-22T23:59:30.000Z', '2026-11-22', '2026-11-23T00:00:00.000Z', 30],
    ['2026-11-22T23:59:59.900Z', '2026-11-22', '2026-11-23T00:00:00.000Z', 1],
    ['2026-12-31T12:00:00.000Z', '2026-12-31', '2027-01-01T00:00:00.000Z', 43200],
    ['2028-02-28T18:00:00.000Z', '2028-02-28', '2028-02-29T00:00:00.000Z', 21600],
  ])('%s is day %s, reset at %s in %i s', (now, day, resetsAt, seconds) => {
    const w = utcDayWindow(new Date(now));
    expect(w.day).toBe(day);
    expect(w.resetsAt.toISOString()).toBe(resetsAt);
    expect(w.resetsInSeconds).toBe(seconds);
  });

  it('names the day of every instant, asked in any order (the last day named is remembered)', () => {
    fc.assert(
      fc.property(fc.array(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }), { minLength: 1, maxLength: 20 }), (instants) => {
        for (const now of instants) {
          const w = utcDayWindow(now);
          expect(w.day).toBe(now.toISOString().slice(0, 10));
          expect(w.resetsAt.toISOString()).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString());
        }
      }),
    );
  });
});

describe('rateLimitHeaders', () => {
  it('the IETF draft fields and the widely used trio, same numbers', () => {
    expect(rateLimitHeaders({ limit: 500, remaining: 499, resetsInSeconds: 3600 })).toEqual({
      'RateLimit-Policy': '"day";q=500;w=86400',
      RateLimit: '"day";r=499;t=3600',
      'RateLimit-Limit': '500',
      'RateLimit-Remaining': '499',
      'RateLimit-Reset': '3600',
    });
  });
});
