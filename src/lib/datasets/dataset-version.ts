import * as z from 'zod';
import { err, ok, type Result } from '../result.ts';

/**
 * The committed lock: for each dataset, every version ever assigned with the
 * content fingerprint it was assigned to. A build looks its fingerprint up;
 * content that changed without a new version is an error, never a silent bump.
 */
export const DatasetLock = z.record(
  z.string(),
  z.array(z.object({ version: z.string().regex(/^[a-z0-9-]+-\d{4}\.\d+$/), fingerprint: z.string().regex(/^[0-9a-f]{64}$/) })),
);
export type DatasetLock = z.infer<typeof DatasetLock>;

export type VersionError = { code: 'unversioned-content'; dataset: string; fingerprint: string };

export const versionFor = (lock: DatasetLock, dataset: string, fingerprint: string): Result<string, VersionError> => {
  const hit = (lock[dataset] ?? []).find((e) => e.fingerprint === fingerprint);
  return hit ? ok(hit.version) : err({ code: 'unversioned-content', dataset, fingerprint });
};

/** The next `<source>-<year>.<edition>`: edition restarts at 1 in a new year. */
export const nextVersion = (lock: DatasetLock, dataset: string, year: number): string => {
  const editions = (lock[dataset] ?? [])
    .map((e) => /-(\d{4})\.(\d+)$/.exec(e.version))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) === year)
    .map((m) => Number(m[2]));
  return `${dataset}-${year}.${editions.length === 0 ? 1 : Math.max(...editions) + 1}`;
};
