import * as z from 'zod';

/**
 * Query-string building blocks shared by every list endpoint. A query string carries text, so each schema reads
 * text; one that carries a number or a boolean declares what a client sends with `.meta({ type, ... })` (its
 * JSON Schema), and the OpenAPI document shows that type (src/lib/openapi/query-parameter.ts): a generated
 * client writes `limit: 3`, not `limit: "3"`.
 */
export const MAX_LIMIT = 200;

export const limitParam = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be an integer from 1 to ${MAX_LIMIT}`)
    .transform(Number)
    .pipe(z.number().int().min(1, `must be an integer from 1 to ${MAX_LIMIT}`).max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`))
    .default(fallback)
    .meta({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: `Page size, 1 to ${MAX_LIMIT}; default ${fallback}` });

export const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true')
  .meta({ type: 'boolean' });

export const cursorParam = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,200}$/, 'is not a cursor this service issued')
  .optional()
  .describe('Opaque continuation cursor from nextCursor');

export const dateParam = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
