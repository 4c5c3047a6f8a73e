/**
 * Metering settings from the environment, parsed once at the edge. Unset in
 * production (the gate's defaults: a key trusted for 60 s, a flush each
 * second); tests and local experiments shorten them. A key is never trusted
 * for more than 60 s.
 */
import * as z from 'zod';

const Millis = (max: number) => z.coerce.number().int().min(10).max(max).optional();

const Env = z.object({
  TARIFF_KEY_CACHE_MS: Millis(60_000),
  TARIFF_FLUSH_INTERVAL_MS: Millis(60_000),
});

export const meterSettings = (env: Record<string, string | undefined>): { keyCacheMs?: number; flushIntervalMs?: number } => {
  const parsed = Env.parse({ TARIFF_KEY_CACHE_MS: env.TARIFF_KEY_CACHE_MS || undefined, TARIFF_FLUSH_INTERVAL_MS: env.TARIFF_FLUSH_INTERVAL_MS || undefined });
  return {
    ...(parsed.TARIFF_KEY_CACHE_MS === undefined ? {} : { keyCacheMs: parsed.TARIFF_KEY_CACHE_MS }),
    ...(parsed.TARIFF_FLUSH_INTERVAL_MS === undefined ? {} : { flushIntervalMs: parsed.TARIFF_FLUSH_INTERVAL_MS }),
  };
};
