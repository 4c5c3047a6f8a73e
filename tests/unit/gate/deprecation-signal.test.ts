import { describe, expect, it } from 'vitest';
import { contractVersionProblems, deprecationSignal, versionForPath } from '../../../src/lib/callers/deprecation-signal.ts';
import { CONTRACT_VERSIONS } from '../../../src/http/contract-versions.ts';
import type { ContractVersions } from '../../../src/lib/schema/static-files.ts';
import { deprecatedVersions } from '../../support/deprecated-versions.ts';

describe('deprecation signal', () => {
  it('v1 is current in content/contract-versions.json: no signal', () => {
    const v1 = versionForPath(CONTRACT_VERSIONS, '/v1/tariffs');
    expect(v1?.status).toBe('current');
    expect(deprecationSignal(v1)).toBeNull();
    expect(contractVersionProblems(CONTRACT_VERSIONS)).toEqual([]);
  });

  it('a path belongs to the version whose base path holds it; /healthz and /v10 to none of /v1', () => {
    expect(versionForPath(CONTRACT_VERSIONS, '/v1')?.version).toBe('v1');
    expect(versionForPath(CONTRACT_VERSIONS, '/v1/plans')?.version).toBe('v1');
    expect(versionForPath(CONTRACT_VERSIONS, '/healthz')).toBeUndefined();
    expect(versionForPath(CONTRACT_VERSIONS, '/v10/plans')).toBeUndefined();
  });

  it('a deprecated version: RFC 9745 Deprecation, RFC 8594 Sunset, Link rel=deprecation, body block', () => {
    const doc = deprecatedVersions();
    const signal = deprecationSignal(versionForPath(doc, '/v1/tariffs'));
    expect(signal?.headers).toEqual({
      Deprecation: '@1798761600',
      Sunset: 'Fri, 01 Oct 2027 00:00:00 GMT',
      Link: '</docs/migrate-v1-to-v2>; rel="deprecation"; type="text/html"',
    });
    expect(signal?.block).toEqual({
      version: 'v1',
      status: 'deprecated',
      deprecatedOn: '2027-01-01',
      sunsetOn: '2027-10-01',
      migrationNotes: '/docs/migrate-v1-to-v2',
    });
    expect(contractVersionProblems(doc)).toEqual([]);
  });

  it('the policy: notice, support window, named dates, a current version', () => {
    const doc = deprecatedVersions();
    const v1 = doc.versions[0]!;
    const broken: ContractVersions = {
      ...doc,
      versions: [
        { ...v1, sunsetOn: '2027-03-01' },
        { ...v1, version: 'v3', basePath: '/v3', released: '2027-01-01', deprecatedOn: '2027-02-01', sunsetOn: '2027-09-01' },
        { ...v1, version: 'v4', basePath: '/v4', migrationNotes: null },
      ],
    };
    expect(contractVersionProblems(broken)).toEqual([
      'no contract version is current',
      'contract version v1: sunset 2027-03-01 gives less than 6 months notice after 2027-01-01',
      'contract version v1: sunset 2027-03-01 is within 12 months of release 2026-09-20',
      'contract version v3: sunset 2027-09-01 is within 12 months of release 2027-01-01',
      'contract version v4: a deprecated version names deprecatedOn, sunsetOn and migrationNotes',
    ]);
  });
});
