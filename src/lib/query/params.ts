import { z } from 'zod';

/** Query-string building blocks shared by every list endpoint. */
export const MAX_LIMIT = 200;

export const limitParam = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be an integer from 1 to ${MAX_LIMIT}`)
    .transform(Number)
    .pipe(z.number().int().min(1, `must be an integer from 1 to ${MAX_LIMIT}`).max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`))
    .default(fallback)
    .describe(`Page size, 1 to ${MAX_LIMIT}; default ${fallback}`);

export const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

export const cursorParam = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,200}$/, 'is not a cursor this service issued')
  .optional()
  .describe('Opaque continuation cursor from nextCursor');

export const dateParam = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
