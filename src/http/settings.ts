/**
 * The function's secrets from the environment, parsed once at the edge. Both have public defaults so a
 * fresh clone runs; production sets both, and the function logs a warning for each default in use.
 */
import * as z from 'zod';

/** Public, so only good for local use: production sets TARIFF_CALLER_SALT to a secret. */
export const LOCAL_CALLER_SALT = 'tariff-local-development-salt';
/** Public, so anyone could forge a cursor (never a wrong page: a cursor only carries an offset within its own query). */
export const LOCAL_CURSOR_SECRET = 'tariff-service-cursor-v1';

const Env = z.object({
  TARIFF_CALLER_SALT: z.string().min(16, 'TARIFF_CALLER_SALT must be at least 16 characters').optional(),
  TARIFF_CURSOR_SECRET: z.string().min(16, 'TARIFF_CURSOR_SECRET must be at least 16 characters').optional(),
});

export interface Settings {
  /** Salts the hashes of anonymous callers' addresses. */
  salt: string;
  /** Signs list cursors. */
  cursorSecret: string;
  /** Which settings fell back to their public local default. */
  defaults: ('TARIFF_CALLER_SALT' | 'TARIFF_CURSOR_SECRET')[];
}

export const readSettings = (env: Record<string, string | undefined>): Settings => {
  const parsed = Env.parse({ TARIFF_CALLER_SALT: env.TARIFF_CALLER_SALT || undefined, TARIFF_CURSOR_SECRET: env.TARIFF_CURSOR_SECRET || undefined });
  return {
    salt: parsed.TARIFF_CALLER_SALT ?? LOCAL_CALLER_SALT,
    cursorSecret: parsed.TARIFF_CURSOR_SECRET ?? LOCAL_CURSOR_SECRET,
    defaults: [
      ...(parsed.TARIFF_CALLER_SALT ? [] : (['TARIFF_CALLER_SALT'] as const)),
      ...(parsed.TARIFF_CURSOR_SECRET ? [] : (['TARIFF_CURSOR_SECRET'] as const)),
    ],
  };
};

let current: Settings | undefined;
/** The process's settings, read from process.env on first use. */
export const settings = (): Settings => (current ??= readSettings(process.env));
