/** How long the function waits for the callers' store before answering 503 (src/data/open-caller-store.ts). */
import { describe, expect, it } from 'vitest';
import { STORE_TIMEOUT_MS, storeTimeoutMs } from '../../../src/data/open-caller-store.ts';

describe('the callers store timeout', () => {
  it('is 3 s unless TARIFF_STORE_TIMEOUT_MS names a positive whole number of milliseconds', () => {
    expect(STORE_TIMEOUT_MS).toBe(3_000);
    expect(storeTimeoutMs(undefined)).toBe(3_000);
    expect(storeTimeoutMs('60000')).toBe(60_000);
    for (const bad of ['', '0', '-5', '1.5', 'soon', 'Infinity']) expect(storeTimeoutMs(bad), bad).toBe(3_000);
  });
});
