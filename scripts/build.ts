/**
 * npm run build: datasets -> Astro site (and its on-demand pages) -> static API files and answers -> search index.
 * Beside Astro, which reads the datasets but writes none of what these read: the API function bundled as Netlify
 * bundles it (from the function's data files), and the local server's compressed copies of the datasets.
 * Prints what it wrote and how long each step took.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../src/data/build-datasets.ts';
import { acquireBuildLock } from '../src/data/build-lock.ts';
import { API_DIR, BUILD_DIR, COMPRESSED_DIR, DEPLOY_BLOBS_BUILD, DEPLOY_BLOBS_UPLOAD, DIST_DIR, ROOT } from '../src/data/paths.ts';
import { largeApiFiles, precompress, type Precompressed } from '../src/data/precompress.ts';
import { mirrorDirProblem, SourceError } from '../src/data/pull-sources.ts';
import { startSearchIndex, type SearchIndexBuild } from '../src/data/search-index.ts';
import { bundleFunctions } from '../src/data/bundle-functions.ts';
import { bundleLocalServer } from '../src/data/bundle-local-server.ts';
import { writeStaticAnswers } from '../src/compose/write-static-answers.ts';
import { writeAtomFeeds } from '../src/data/write-atom-feeds.ts';
import { writeLlmsTxt } from '../src/data/write-llms-txt.ts';
import { writeSiteIndex } from '../src/data/write-site-index.ts';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
  const start = performance.now();
  const value = await run();
  console.log(`build: ${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return value;
};
// Asynchronous, so the search index can take its line records while Astro builds.
const exec = (cmd: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BuildError(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });

// A mirror folder that is not there is said once, before any step (each would report it again).
const noMirror = mirrorDirProblem();
if (noMirror !== null) {
  console.error(`build failed: ${noMirror}`);
  process.exit(1);
}

const release = await acquireBuildLock();
let search: SearchIndexBuild | undefined;
// Started beside other steps, awaited later: a failure meanwhile must not be left unhandled.
const beside = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};
try {
  // In a process of its own, so the archive's memory is returned before Astro and Pagefind start.
  await step('datasets', () => exec(process.execPath, ['--experimental-strip-types', join(ROOT, 'scripts', 'build-datasets.ts')]));
  // For the local server only (Netlify compresses itself): the large datasets in Brotli and gzip, on zlib's threads
  // while Astro builds, read from the build directory, which the copy below puts under dist/ byte for byte.
  rmSync(COMPRESSED_DIR, { recursive: true, force: true });
  const datasetFiles = largeApiFiles(BUILD_DIR);
  const packing = beside(step('precompressed datasets (local server, beside Astro)', () => precompress(BUILD_DIR, COMPRESSED_DIR, datasetFiles)));
  // Netlify bundles netlify/functions/ itself on deploy; this is the same bundler and settings, for the local server.
  // It reads the function's data files and the sources, nothing Astro writes.
  const bundling = beside(step('API function (Netlify bundler, beside Astro)', () => bundleFunctions()));
  // Pagefind indexes the site's pages only (the site's search answers lines from the API's store).
  search = startSearchIndex();
  rmSync(DIST_DIR, { recursive: true, force: true });
  await step('site and function (astro build)', () => exec(bin('astro'), ['build', '--silent']));
  // Timestamps kept: the compressed copies made meanwhile must not look older than the files (the local server
  // ignores a copy older than its file).
  await step('static API files', () => cpSync(API_DIR, join(DIST_DIR, 'api', 'v1'), { recursive: true, preserveTimestamps: true }));
  await step('Atom change feeds', () => writeAtomFeeds(DIST_DIR));
  // /llms.txt and /llms-full.txt for AI assistants, from the OpenAPI document just copied.
  await step('llms.txt', () => writeLlmsTxt(DIST_DIR));
  await step('sitemaps and robots.txt', () => writeSiteIndex(DIST_DIR));
  // Netlify uploads this directory to the deploy store after the build (the archive's history; Astro's build
  // rewrites .netlify/v1, so the copy comes after it).
  await step('deploy store files', () => {
    rmSync(DEPLOY_BLOBS_UPLOAD, { recursive: true, force: true });
    cpSync(DEPLOY_BLOBS_BUILD, DEPLOY_BLOBS_UPLOAD, { recursive: true });
  });
  // Parameterless /v1 answers as files, with dist/_redirects and dist/_headers (read by Netlify and scripts/serve.ts).
  const answers = await step('static /v1 answers', () => writeStaticAnswers(DIST_DIR));
  console.log(`build: ${answers.length} static answers: ${answers.map((a) => a.path).join(', ')}`);
  await bundling;
  await step('local server (esbuild)', () => bundleLocalServer());
  // The rest of dist/api/ (the Atom feeds), beside Pagefind (it reads only the pages; this reads only dist/api/).
  const packed = new Set(datasetFiles);
  const rest = beside(step('precompressed feeds (local server)', () => precompress(DIST_DIR, COMPRESSED_DIR, largeApiFiles(DIST_DIR).filter((f) => !packed.has(f)))));
  const indexed = await step('search index (pagefind)', () => search!.finish(DIST_DIR));
  search = undefined;
  console.log(`build: search index of ${indexed.pages} pages`);
  const sum = (a: Precompressed, b: Precompressed): Precompressed => ({
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
    brotliBytes: a.brotliBytes + b.brotliBytes,
    gzipBytes: a.gzipBytes + b.gzipBytes,
  });
  const all = sum(await packing, await rest);
  console.log(`build: ${all.files} files, ${(all.bytes / 1e6).toFixed(1)} MB -> ${(all.brotliBytes / 1e6).toFixed(1)} MB br, ${(all.gzipBytes / 1e6).toFixed(1)} MB gzip`);
} catch (e) {
  await search?.abort();
  if (!(e instanceof BuildError || e instanceof SourceError)) throw e;
  console.error(`build failed: ${e.message}`);
  process.exit(1);
} finally {
  release();
}
