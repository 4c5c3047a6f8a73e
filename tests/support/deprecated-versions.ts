/** A test configuration in which v1 is deprecated in favour of a v2: the real version document with v1's record changed. */
import { CONTRACT_VERSIONS } from '../../src/http/contract-versions.ts';
import type { ContractVersions } from '../../src/lib/schema/static-files.ts';

export const deprecatedVersions = (): ContractVersions => {
  const v1 = CONTRACT_VERSIONS.versions.find((v) => v.version === 'v1');
  if (!v1) throw new Error('content/contract-versions.json has no v1');
  return {
    ...CONTRACT_VERSIONS,
    versions: [
      { ...v1, status: 'deprecated', deprecatedOn: '2027-01-01', sunsetOn: '2027-10-01', migrationNotes: '/docs/migrate-v1-to-v2' },
      { ...v1, version: 'v2', basePath: '/v2', status: 'current', released: '2027-01-01', changelog: [] },
    ],
  };
};
