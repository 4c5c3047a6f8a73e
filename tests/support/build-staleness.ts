/**
 * Whether the build in a tree is current: the build-dependent suites never run on a stale one
 * (tests/support/global-setup.ts rebuilds when this names a reason).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';

const ROOT_OF_TESTS = join(import.meta.dirname, '..', '..');

/** What `npm run build` reads besides the data mirror (whose files are checksum-pinned in content/sources.json). */
export const BUILD_SOURCES = ['src/**/*', 'content/**/*', 'public/**/*', 'netlify/**/*', 'scripts/build.ts', 'scripts/build-datasets.ts', 'astro.config.mjs', 'netlify.toml'];
/** What the background build of tests/support/global-setup.ts ended with, for the files that wait for it. */
export const BUILD_OUTCOME = join(ROOT_OF_TESTS, '.cache', 'test-build-outcome.json');

/** Outputs of two build steps (the site, then the API function), relative to the root; the older one dates the build. */
export const BUILD_OUTPUTS = ['dist/index.html', '.cache/functions/manifest.json', '.netlify/v1/blobs/deploy/history/index.json'];

export interface StalenessInput {
  root: string;
  sources?: readonly string[];
  outputs?: readonly string[];
  /** REBUILD=1 asks for a build whatever the dates say. */
  rebuild?: boolean;
}

/** When the build was made (ms), or 0 when an output is missing. */
export const builtAt = ({ root, outputs = BUILD_OUTPUTS }: StalenessInput): number => {
  const files = outputs.map((f) => join(root, f));
  return files.every((f) => existsSync(f)) ? Math.min(...files.map((f) => statSync(f).mtimeMs)) : 0;
};

const newestSource = ({ root, sources = BUILD_SOURCES }: StalenessInput): { file: string; mtimeMs: number } => {
  let newest = { file: '', mtimeMs: 0 };
  // The function's app bundle is itself written by the build (src/data/bundle-functions.ts).
  for (const file of fg.sync([...sources], { cwd: root, ignore: ['**/node_modules/**', 'netlify/app/*.mjs'] })) {
    const mtimeMs = statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
};

/** Why the build must be made again, or null when it is current. */
export const staleReason = (input: StalenessInput): string | null => {
  if (input.rebuild) return 'REBUILD=1';
  const built = builtAt(input);
  if (built === 0) return 'there is no build';
  const newest = newestSource(input);
  return newest.mtimeMs > built ? `${newest.file} is newer than the build` : null;
};
