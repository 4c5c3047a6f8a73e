import { versionForPath } from '../../lib/callers/deprecation-signal.ts';
import type { ContractVersion } from '../../lib/schema/static-files.ts';
import { currencyNow } from '../../app/schedule-currency.ts';
import type { Handler } from '../context.ts';
import { CONTRACT_VERSIONS } from '../contract-versions.ts';

const statusOf = (v: ContractVersion) => ({
  version: v.version,
  basePath: v.basePath,
  status: v.status,
  released: v.released,
  deprecatedOn: v.deprecatedOn,
  sunsetOn: v.sunsetOn,
  migrationNotes: v.migrationNotes,
  latestRelease: v.changelog.at(-1)?.version ?? null,
});

/** GET /v1/version: the contract version served here and every other, dataset versions and the HTS release. */
export const getVersion: Handler = async (ctx) => {
  const contract = versionForPath(CONTRACT_VERSIONS, ctx.url.pathname);
  if (!contract) throw new Error(`No contract version holds ${ctx.url.pathname}`);
  const { revision, envelope } = await ctx.deps.hts();
  return {
    kind: 'json',
    status: 200,
    // Contract versions ship with the function, not with a dataset version.
    cache: 'no-store',
    body: {
      contract: statusOf(contract),
      versions: CONTRACT_VERSIONS.versions.map(statusOf),
      identifier: CONTRACT_VERSIONS.identifier,
      htsRelease: envelope.htsRelease,
      revision,
      scheduleCurrency: await currencyNow(ctx.deps),
    },
  };
};
