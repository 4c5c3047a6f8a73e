import { describe, expect, it } from 'vitest';
import { LOCAL_CALLER_SALT, LOCAL_CURSOR_SECRET, readSettings } from '../../../src/http/settings.ts';

describe('the function settings', () => {
  it('fall back to the public defaults, and say which', () => {
    expect(readSettings({})).toEqual({ salt: LOCAL_CALLER_SALT, cursorSecret: LOCAL_CURSOR_SECRET, defaults: ['TARIFF_CALLER_SALT', 'TARIFF_CURSOR_SECRET'] });
    expect(readSettings({ TARIFF_CALLER_SALT: '', TARIFF_CURSOR_SECRET: '' }).defaults).toHaveLength(2);
  });

  it('take the secrets from the environment', () => {
    const env = { TARIFF_CALLER_SALT: 'a-salt-of-sixteen-chars', TARIFF_CURSOR_SECRET: 'a-cursor-secret-of-enough' };
    expect(readSettings(env)).toEqual({ salt: env.TARIFF_CALLER_SALT, cursorSecret: env.TARIFF_CURSOR_SECRET, defaults: [] });
  });

  it('refuse a secret too short to be one', () => {
    expect(() => readSettings({ TARIFF_CURSOR_SECRET: 'short' })).toThrow(/TARIFF_CURSOR_SECRET must be at least 16 characters/);
    expect(() => readSettings({ TARIFF_CALLER_SALT: 'short' })).toThrow(/TARIFF_CALLER_SALT must be at least 16 characters/);
  });
});
