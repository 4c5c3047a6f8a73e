import * as z from 'zod';
import { cursorParam, limitParam } from './params.ts';

/** GET /v1/ports filters (docs/CONTRACT.md part 4 rule 4). Every given filter must hold; see filterPorts. */
export const PortQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .optional()
    .describe('One case-insensitive substring over code, port name and district name; tokens are NOT matched separately'),
  kind: z.enum(['district', 'port'], { error: 'must be district or port' }).optional().describe('Keep only districts or only ports'),
  district: z
    .string()
    .regex(/^\d{1,2}$/, 'must be 1 or 2 digits')
    .optional()
    .describe('A district and the ports reporting to it; 3 means 03'),
  limit: limitParam(20),
  cursor: cursorParam,
});
export type PortQuery = z.output<typeof PortQuery>;
