/**
 * Build-time adapter for the downloads page: the schedule CSV files as the datasets step recorded them in its
 * report (path, size, sha256), grouped as the page lists them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildReport } from './build-datasets.ts';
import { BUILD_DIR } from './paths.ts';

export interface CsvDownloads {
  schedule: BuildReport['csvFiles'];
  chapters: BuildReport['csvFiles'];
}

export const loadCsvDownloads = (): CsvDownloads => {
  const report = JSON.parse(readFileSync(join(BUILD_DIR, 'build-report.json'), 'utf8')) as Pick<BuildReport, 'csvFiles'>;
  const files = report.csvFiles ?? [];
  return { schedule: files.filter((f) => !f.path.includes('/chapters/')), chapters: files.filter((f) => f.path.includes('/chapters/')) };
};
