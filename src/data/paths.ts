/** Where the build reads and writes; one place so scripts, pages and tests agree. */
import { join, resolve } from 'node:path';

// npm scripts, Astro and vitest all run from the project root; bundled pages have no stable module path.
export const ROOT = resolve(process.env.PROJECT_ROOT ?? process.cwd());
export const RAW_CACHE = join(ROOT, '.cache', 'raw');
export const BUILD_DIR = join(ROOT, '.cache', 'build');
export const API_DIR = join(BUILD_DIR, 'api', 'v1');
export const FUNCTION_DIR = join(BUILD_DIR, 'function');
export const DIST_DIR = join(ROOT, 'dist');
export const SSR_FUNCTION = join(ROOT, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs');
