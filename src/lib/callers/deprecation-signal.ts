/**
 * How a deprecated contract version says so on every response (docs/CONTRACT.md 9.3):
 * `Deprecation` (RFC 9745, `@<unix seconds>`), `Sunset` (RFC 8594, an
 * HTTP-date), `Link` with rel "deprecation" to the migration notes, and a
 * `deprecation` block in JSON bodies. Driven only by the version records.
 */
import type { ContractVersion, ContractVersions } from '../schema/static-files.ts';

export interface DeprecationBlock {
  version: string;
  status: ContractVersion['status'];
  deprecatedOn: string;
  sunsetOn: string | null;
  migrationNotes: string | null;
}

export interface DeprecationSignal {
  headers: Record<string, string>;
  block: DeprecationBlock;
}

/** The contract version whose base path holds this request path, if any (/healthz has none). */
export const versionForPath = (versions: ContractVersions, pathname: string): ContractVersion | undefined =>
  versions.versions.find((v) => pathname === v.basePath || pathname.startsWith(`${v.basePath}/`));

const midnightUtc = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

export const deprecationSignal = (version: ContractVersion | undefined): DeprecationSignal | null => {
  if (!version || version.status === 'current' || version.deprecatedOn === null) return null;
  const headers: Record<string, string> = {
    Deprecation: `@${Math.floor(midnightUtc(version.deprecatedOn).getTime() / 1000)}`,
  };
  if (version.sunsetOn !== null) headers.Sunset = midnightUtc(version.sunsetOn).toUTCString();
  if (version.migrationNotes !== null) headers.Link = `<${version.migrationNotes}>; rel="deprecation"; type="text/html"`;
  return {
    headers,
    block: {
      version: version.version,
      status: version.status,
      deprecatedOn: version.deprecatedOn,
      sunsetOn: version.sunsetOn,
      migrationNotes: version.migrationNotes,
    },
  };
};

const addMonths = (isoDate: string, months: number): string => {
  const d = midnightUtc(isoDate);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * Policy checks on the version records (docs/CONTRACT.md 9.2): a deprecated version
 * names its dates and notes, gives at least the minimum notice before its
 * sunset, and is served for at least the minimum support window.
 */
export const contractVersionProblems = (doc: ContractVersions): string[] => {
  const problems: string[] = [];
  const { minimumSupportMonths, minimumDeprecationNoticeMonths } = doc.policy;
  const current = doc.versions.filter((v) => v.status === 'current');
  if (current.length === 0) problems.push('no contract version is current');
  for (const v of doc.versions) {
    const where = `contract version ${v.version}`;
    if (!/^\/v\d+$/.test(v.basePath)) problems.push(`${where}: basePath must look like /v1`);
    if (v.status === 'current') {
      if (v.deprecatedOn !== null || v.sunsetOn !== null) problems.push(`${where}: a current version has no deprecation or sunset date`);
      continue;
    }
    if (v.deprecatedOn === null || v.sunsetOn === null || v.migrationNotes === null) {
      problems.push(`${where}: a ${v.status} version names deprecatedOn, sunsetOn and migrationNotes`);
      continue;
    }
    if (v.sunsetOn < addMonths(v.deprecatedOn, minimumDeprecationNoticeMonths)) {
      problems.push(`${where}: sunset ${v.sunsetOn} gives less than ${minimumDeprecationNoticeMonths} months notice after ${v.deprecatedOn}`);
    }
    if (v.sunsetOn < addMonths(v.released, minimumSupportMonths)) {
      problems.push(`${where}: sunset ${v.sunsetOn} is within ${minimumSupportMonths} months of release ${v.released}`);
    }
  }
  return problems;
};
