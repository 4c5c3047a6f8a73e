import * as z from 'zod';
import { maxLengthOf } from '../query/read-params.ts';

/** Keywords that only describe text: dropped once a parameter is documented as the number or boolean a client sends. */
const TEXT_KEYWORDS = ['pattern', 'format', 'minLength', 'maxLength', 'enum'] as const;

/**
 * A query parameter's JSON Schema as a client sends it. Its zod schema reads the query string's text; a number or
 * a boolean declares its type with `.meta({ type, minimum, maximum })` (src/lib/query/params.ts), and is shown as
 * that type with its range, without the text's pattern. Text that no pattern bounds is shown with the longest
 * value the reader accepts (readParams), and every parameter with the default the schema fills in, so the document states every range the
 * service enforces.
 */
export const queryParameterSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema, ...out } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  void $schema;
  if (out.type === 'integer' || out.type === 'number' || out.type === 'boolean') {
    for (const k of TEXT_KEYWORDS) delete out[k];
  } else if (out.type === 'string' && out.enum === undefined && out.pattern === undefined && out.maxLength === undefined) {
    out.maxLength = maxLengthOf(schema);
  }
  const fallback = schema.safeParse(undefined);
  if (fallback.success && fallback.data !== undefined) out.default = fallback.data;
  return out;
};
