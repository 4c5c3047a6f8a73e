import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE_URL, siteUrl } from '../../../src/data/site-url.ts';

describe('siteUrl', () => {
  it("takes Netlify's URL first, then SITE_URL, as an origin", () => {
    expect(siteUrl({ URL: 'https://tariffs.netlify.app', SITE_URL: 'https://other.example' })).toBe('https://tariffs.netlify.app');
    expect(siteUrl({ SITE_URL: 'https://tariffs.example/some/path/' })).toBe('https://tariffs.example');
    expect(siteUrl({ URL: '', SITE_URL: 'https://tariffs.example' })).toBe('https://tariffs.example');
  });

  it('never gives localhost: a name that never resolves without either, and a local address refused', () => {
    expect(siteUrl({})).toBe(FALLBACK_SITE_URL);
    expect(new URL(FALLBACK_SITE_URL).hostname.endsWith('.invalid')).toBe(true);
    for (const local of ['http://localhost:4321', 'http://127.0.0.1:8888', 'http://[::1]/']) expect(() => siteUrl({ SITE_URL: local }), local).toThrow(/this machine/);
    expect(() => siteUrl({ SITE_URL: 'ftp://tariffs.example' })).toThrow(/http/);
    expect(() => siteUrl({ SITE_URL: 'tariffs' })).toThrow(/http/);
  });
});
