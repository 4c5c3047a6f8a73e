/**
 * npm run datasets:version: give each dataset whose content changed the next
 * `<source>-<year>.<edition>` in content/dataset-versions.lock.json. Run it on
 * purpose after a data or build change, and commit the lock; CI never does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatasetLock, nextVersion, versionFor } from '../src/lib/datasets/dataset-version.ts';
import { datasetFingerprints } from '../src/data/build-datasets.ts';
import { ROOT } from '../src/data/paths.ts';

const path = join(ROOT, 'content', 'dataset-versions.lock.json');
const lock = DatasetLock.parse(JSON.parse(readFileSync(path, 'utf8')));
const year = Number(process.env.DATASET_YEAR ?? new Date().getUTCFullYear());
for (const [dataset, fingerprint] of Object.entries(await datasetFingerprints())) {
  if (versionFor(lock, dataset, fingerprint).ok) continue;
  const version = nextVersion(lock, dataset, year);
  (lock[dataset] ??= []).push({ version, fingerprint });
  console.log(`${dataset}: ${version}`);
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
