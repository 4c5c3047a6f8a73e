/** The gate's configuration from the environment, parsed once at the edge. */
import { z } from 'zod';

/** Public, so only good for local use: production sets TARIFF_CALLER_SALT to a secret. */
export const LOCAL_CALLER_SALT = 'tariff-local-development-salt';

const Env = z.object({
  TARIFF_CALLER_SALT: z.string().min(16, 'TARIFF_CALLER_SALT must be at least 16 characters').optional(),
});

export interface CallerConfig {
  salt: string;
  /** True when the public local default is in use. */
  defaultSalt: boolean;
}

export const callerConfig = (env: Record<string, string | undefined>): CallerConfig => {
  const parsed = Env.parse({ TARIFF_CALLER_SALT: env.TARIFF_CALLER_SALT || undefined });
  return parsed.TARIFF_CALLER_SALT === undefined
    ? { salt: LOCAL_CALLER_SALT, defaultSalt: true }
    : { salt: parsed.TARIFF_CALLER_SALT, defaultSalt: false };
};
