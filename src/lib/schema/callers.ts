/** Plans, API keys, usage and version: the shapes behind /v1/plans, /v1/usage, /v1/version and the key store. */
import * as z from 'zod';
import { ScheduleCurrency } from './schedule-currency.ts';
import { DatasetVersions } from './envelope.ts';
import { RevisionRef } from './revision-ref.ts';
import { ContractVersion } from './static-files.ts';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PlanName = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);

export const Plan = z.object({
  name: PlanName,
  title: z.string(),
  credential: z.enum(['none', 'key']).describe('none: every caller without a key; key: callers sending Authorization: Bearer <API_KEY>'),
  dailyRequests: z.number().int().positive().describe('Requests the function answers per caller per UTC day'),
  historyDays: z.number().int().positive().describe('How far back /v1/changes `since` may reach, in days'),
  description: z.string(),
});
export type Plan = z.infer<typeof Plan>;

/** content/plans.json: exactly one plan without a credential; a key never lowers a budget or a window. */
export const PlanCatalogue = z
  .object({
    identifier: z.string(),
    plans: z.array(Plan).min(1),
  })
  .superRefine((c, issue) => {
    const anonymous = c.plans.filter((p) => p.credential === 'none');
    if (anonymous.length !== 1) issue.addIssue({ code: 'custom', message: 'exactly one plan has credential "none"' });
    if (new Set(c.plans.map((p) => p.name)).size !== c.plans.length) issue.addIssue({ code: 'custom', message: 'plan names are unique' });
    const floor = anonymous[0];
    for (const p of c.plans) {
      if (floor && (p.dailyRequests < floor.dailyRequests || p.historyDays < floor.historyDays)) {
        issue.addIssue({ code: 'custom', message: `plan ${p.name} is below the anonymous plan: a key only raises` });
      }
    }
  });
export type PlanCatalogue = z.infer<typeof PlanCatalogue>;

/** One issued key as the store holds it: never the key itself, only its SHA-256. */
export const ApiKeyRecord = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  plan: PlanName,
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

/** GET /v1/plans */
export const PlansResponse = z.object({
  identifier: z.string(),
  anonymousPlan: PlanName.describe('The plan of every caller without a key'),
  window: z.string().describe('The budget period: the UTC day, reset at 00:00 UTC'),
  plans: z.array(Plan),
  datasetVersions: DatasetVersions,
});

/** GET /v1/usage */
export const UsageResponse = z.object({
  caller: z.enum(['anonymous', 'key']),
  keyId: z.string().optional().describe('The public id of the key (never the key)'),
  plan: Plan,
  day: IsoDate.describe('The UTC day being counted'),
  budget: z.number().int(),
  used: z.number().int().describe('Requests counted today, this one included'),
  remaining: z.number().int(),
  resetsAt: z.iso.datetime().describe('Next 00:00 UTC'),
  resetsInSeconds: z.number().int(),
  datasetVersions: DatasetVersions,
});

/** A contract version as /v1/version shows it: the content record without its changelog, plus its newest release. */
export const VersionStatus = ContractVersion.omit({ changelog: true }).extend({
  latestRelease: z.string().nullable().describe('Newest changelog entry of this contract version, e.g. 1.1.0'),
});

/** GET /v1/version */
export const VersionResponse = z.object({
  contract: VersionStatus.describe('The contract version this request was served under'),
  versions: z.array(VersionStatus),
  identifier: z.string().describe('Identifier of the version document, as in /api/v1/versions.json'),
  htsRelease: z.string(),
  revision: RevisionRef,
  scheduleCurrency: ScheduleCurrency,
  datasetVersions: DatasetVersions,
});

/** The key and budget store as /healthz reports it. */
export const KeyStoreHealth = z.object({
  status: z.enum(['ok', 'unreachable', 'not-configured']),
  detail: z.string().optional(),
});
export type KeyStoreHealth = z.infer<typeof KeyStoreHealth>;
