/** Build-time adapter for the Astro pages: reads what build-datasets wrote. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from './paths.ts';

const read = (path: string): any => JSON.parse(readFileSync(join(API_DIR, path), 'utf8'));

export const loadSiteData = () => {
  const index = read('chapters/index.json');
  return { release: index.htsRelease as string, datasetVersions: index.datasetVersions as Record<string, string>, sections: index.sections };
};
