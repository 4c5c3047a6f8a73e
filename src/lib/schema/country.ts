import * as z from 'zod';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');
const CensusCode = z.string().regex(/^\d{4}$/, 'expected a 4-digit Schedule C code');

/** Where a programme stands today. Only `in-force` programmes can be claimed. */
export const ProgrammeStatus = z.enum(['in-force', 'lapsed', 'suspended', 'terminated']);
export type ProgrammeStatus = z.infer<typeof ProgrammeStatus>;

/** A trade programme as it applies to one country: the HTS special-column indicator it may claim. */
export const CountryProgramme = z.object({
  code: z.string().describe('Special programme indicator of the HTS special column, e.g. "CL", "S+", "A"'),
  name: z.string(),
  status: ProgrammeStatus,
  claimable: z.boolean().describe('Whether goods of this country that qualify may claim the indicator today'),
  notClaimableBecause: z.string().nullable(),
  generalNote: z.string().nullable().describe('HTS General Note that lists the country, when the source says'),
  listedIn: z.string().describe('The list that names this country for the programme'),
});
export type CountryProgramme = z.infer<typeof CountryProgramme>;

/** A Schedule C country with its ISO code (when one maps) and trade-programme eligibility. */
export const Country = z.object({
  censusCode: CensusCode.describe('Census Schedule C code'),
  iso2: z.string().regex(/^[A-Z]{2}$/).nullable().describe('ISO 3166-1 alpha-2; null when no ISO code maps'),
  iso3: z.string().regex(/^[A-Z]{3}$/).nullable(),
  censusAlpha2: z.string().regex(/^[A-Z]{2}$/).nullable().describe('The alpha-2 Census publishes; differs from iso2 only for non-ISO codes (KV, GZ, WE)'),
  name: z.string().describe('Census Schedule C name'),
  aliases: z.array(z.string()).describe('Other names it is known by (Census variants, ISO names); each names one country only'),
  mapped: z.boolean().describe('True when an ISO 3166-1 alpha-2 code maps to this Census code'),
  column2: z.boolean().describe('Column 2 rates apply (HTS General Note 3(b))'),
  programmes: z.array(CountryProgramme).describe('Sorted by code'),
  notes: z.array(z.string()),
});
export type Country = z.infer<typeof Country>;

export const Source = z.object({ title: z.string().min(1), url: z.url().nullable() });
export type Source = z.infer<typeof Source>;

/** A programme of the catalogue, with the sources for its status. */
export const Programme = z.object({
  code: z.string(),
  name: z.string(),
  status: ProgrammeStatus,
  claimable: z.boolean(),
  notClaimableBecause: z.string().nullable(),
  authorisedThrough: IsoDate.nullable().describe('Last day the authorising law covers; null when it has no end date'),
  generalNote: z.string().nullable(),
  countryCount: z.number().int().min(0),
  note: z.string().nullable(),
  sources: z.array(Source).min(1),
});
export type Programme = z.infer<typeof Programme>;

/** Filters of GET /v1/countries. `q` is a case-insensitive substring over name and aliases. */
export const CountryFilter = z.object({
  q: z.string().optional(),
  iso2: z.string().regex(/^[A-Za-z]{2}$/, 'iso2 must be two letters').optional(),
  censusCode: CensusCode.optional(),
  programme: z.string().min(1).optional(),
  mapped: z.boolean().optional(),
});
export type CountryFilter = z.infer<typeof CountryFilter>;

const claimRule = (p: { claimable: boolean; status: ProgrammeStatus; notClaimableBecause: string | null }) =>
  (p.claimable ? p.status === 'in-force' && p.notClaimableBecause === null : p.notClaimableBecause !== null);

/** content/reference/trade-programmes.json: status and sources of each programme the raw lists name. */
export const CuratedProgrammes = z.object({
  statusAsOf: IsoDate.describe('Date up to which the cited sources were checked'),
  programmes: z.array(
    z
      .object({
        code: z.string().min(1),
        status: ProgrammeStatus,
        claimable: z.boolean(),
        notClaimableBecause: z.string().min(1).nullable(),
        authorisedThrough: IsoDate.nullable(),
        note: z.string().nullable(),
        sources: z.array(Source).min(1),
        countries: z
          .object({ censusCodes: z.array(CensusCode).min(1), listedIn: z.string().min(1) })
          .optional()
          .describe('Members, for a programme no raw list covers'),
      })
      .refine(claimRule, { message: 'claimable needs status in-force and no reason; not claimable needs notClaimableBecause' }),
  ),
  notAttached: z
    .array(z.object({ code: z.string().min(1), reason: z.string().min(1) }))
    .describe('Indicators deliberately not attached to countries, with the reason'),
});
export type CuratedProgrammes = z.infer<typeof CuratedProgrammes>;

/** content/reference/country-fixes.json: repairs of the raw lists, each with its reason and source. */
export const CuratedCountryFixes = z.object({
  programmeRows: z.array(
    z.discriminatedUnion('action', [
      z.object({ countryName: z.string(), symbol: z.string(), action: z.literal('drop'), reason: z.string().min(1), source: z.string().min(1) }),
      z.object({
        countryName: z.string(),
        symbol: z.string(),
        action: z.literal('map'),
        censusCodes: z.array(CensusCode).min(1),
        reason: z.string().min(1),
        source: z.string().min(1),
      }),
    ]),
  ),
  nonIsoCodes: z.array(
    z.object({ censusCode: CensusCode, censusAlpha2: z.string().regex(/^[A-Z]{2}$/), note: z.string().min(1), source: z.string().min(1) }),
  ),
});
export type CuratedCountryFixes = z.infer<typeof CuratedCountryFixes>;

/** One entry of the ISO 3166-1 list (Debian iso-codes JSON). */
export const IsoCountry = z.object({
  alpha_2: z.string(),
  alpha_3: z.string(),
  name: z.string(),
  official_name: z.string().optional(),
  common_name: z.string().optional(),
});
export const IsoCountryList = z.object({ '3166-1': z.array(IsoCountry) });
export type IsoCountry = z.infer<typeof IsoCountry>;
