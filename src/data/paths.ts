/** Where the build reads and writes; one place so scripts, pages and tests agree. */
import { join, resolve } from 'node:path';

// npm scripts, Astro and vitest all run from the project root; bundled pages have no stable module path.
export const ROOT = resolve(process.env.PROJECT_ROOT ?? process.cwd());
export const RAW_CACHE = join(ROOT, '.cache', 'raw');
export const BUILD_DIR = join(ROOT, '.cache', 'build');
export const API_DIR = join(BUILD_DIR, 'api', 'v1');
export const FUNCTION_DIR = join(BUILD_DIR, 'function');
/** The API page's examples, each request answered by the API at build time (src/compose/api-examples.ts). */
export const API_EXAMPLES_FILE = join(BUILD_DIR, 'api-examples.json');
export const DIST_DIR = join(ROOT, 'dist');
/**
 * Brotli and gzip copies of dist/'s large text files, by the same relative paths plus .br or .gz, for the local
 * server (src/data/precompress.ts). Kept out of dist/: Netlify compresses what it serves itself.
 */
export const COMPRESSED_DIR = join(ROOT, '.cache', 'compressed');
/** The deploy store's files as the build writes them (the archive's history), keyed by path. */
export const DEPLOY_BLOBS_BUILD = join(BUILD_DIR, 'blobs');
/** Where Netlify's build uploads files to the deploy store from (its file-based upload, Frameworks API). */
export const DEPLOY_BLOBS_UPLOAD = join(ROOT, '.netlify', 'v1', 'blobs', 'deploy');
/**
 * The deploy store read as files: set by the local server and tests (TARIFF_DEPLOY_BLOBS_DIR) to the build's
 * copy; unset on Netlify, where the function reads the deploy store itself.
 */
export const deployBlobsDir = (): string | undefined => process.env.TARIFF_DEPLOY_BLOBS_DIR;
/** Astro's on-demand function (the /estimate/, /search/ and /history/ pages), as the Netlify adapter writes it. */
export const SSR_FUNCTION = join(ROOT, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs');
/** netlify/functions/ as Netlify's bundler builds it (src/data/bundle-functions.ts), unzipped, with its manifest. */
export const FUNCTIONS_OUT = join(ROOT, '.cache', 'functions');
export const FUNCTIONS_MANIFEST = join(FUNCTIONS_OUT, 'manifest.json');
/** The API function's own module inside its bundle (Netlify's entry point wraps it for Lambda). */
export const API_FUNCTION_MODULE = join(FUNCTIONS_OUT, 'api', 'netlify', 'functions', 'api.mjs');
/** The data files bundled beside the API function (netlify.toml included_files). */
export const API_FUNCTION_DATA = join(FUNCTIONS_OUT, 'api', '.cache', 'build', 'function');
/** scripts/serve.ts bundled by the build (src/data/bundle-local-server.ts); scripts/run-server.mjs starts it. */
export const LOCAL_SERVER = join(ROOT, '.cache', 'server', 'serve.mjs');
/** What `npm run serve` runs; tests and the bench start the local server the same way. */
export const SERVE_ENTRY = join(ROOT, 'scripts', 'run-server.mjs');
/**
 * The one place the functions' data directory is resolved: the build writes FUNCTION_DIR; a deployed or
 * bundled function is pointed at its own copy with TARIFF_FUNCTION_DATA_DIR. Read when first needed, so
 * whoever starts the function may set the variable before the first request.
 */
export const functionDataDir = (): string => resolve(process.env.TARIFF_FUNCTION_DATA_DIR ?? FUNCTION_DIR);
