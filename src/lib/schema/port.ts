import * as z from 'zod';

/**
 * A Schedule D customs district or port of entry. Both live in one list, told
 * apart by `kind` (docs/CONTRACT.md 2.6). A district code has 2 digits; a port code has 4,
 * and its first two are `district`. For a district, `district` is its own code.
 */
export const PortRecord = z.object({
  kind: z.enum(['district', 'port']),
  code: z.string().regex(/^(\d{2}|\d{4})$/),
  name: z.string().describe('Census Schedule D spelling, whitespace collapsed; typos kept as published'),
  district: z.string().regex(/^\d{2}$/),
  districtName: z.string().nullable().describe('Name of the district; null when Schedule D has no such district'),
  portCount: z.number().int().min(0).nullable().describe('Ports reporting to a district; null on ports'),
  note: z.string().nullable().describe('Curated explanation, e.g. for a port whose district is not in Schedule D'),
});
export type PortRecord = z.infer<typeof PortRecord>;

/** Filters of GET /v1/ports. `q` is a case-insensitive substring over code, name and district name. */
export const PortFilter = z.object({
  q: z.string().optional(),
  kind: z.enum(['district', 'port']).optional(),
  district: z.string().regex(/^\d{1,2}$/, 'district must be 1 or 2 digits').optional(),
});
export type PortFilter = z.infer<typeof PortFilter>;

/** Result of looking up one code or name. */
export type PortLookup =
  | { kind: 'found'; record: PortRecord; ports?: PortRecord[] }
  | { kind: 'ambiguous'; candidates: PortRecord[] }
  | { kind: 'not-found' };

const Source = z.string().min(1).describe('Document name and/or URL the fact comes from');

/** content/reference/ports.json: what the raw Schedule D rows cannot say. */
export const CuratedPorts = z.object({
  excludedPortCodes: z
    .array(z.object({ code: z.string().regex(/^\d{4}$/), name: z.string(), reason: z.string().min(1), source: Source }))
    .describe('Statistical pseudo-codes in the file that are not ports of entry'),
  excludedDistricts: z
    .array(z.object({ code: z.string().regex(/^\d{2}$/), name: z.string(), reason: z.string().min(1), source: Source }))
    .describe('Schedule D district codes that are not published as districts'),
  portNotes: z
    .array(z.object({ code: z.string().regex(/^\d{4}$/), note: z.string().min(1), source: Source }))
    .describe('Explanations attached to published ports'),
});
export type CuratedPorts = z.infer<typeof CuratedPorts>;
