/**
 * How the local server's process runs (`npm run serve`, `npm start`, the bench, the soak and the tests): its V8 flags
 * and its allocator's settings.
 *
 * The old space has the ceiling of a Netlify function of 1,024 MB, Netlify's default: AWS Lambda's Node bootstrap,
 * which runs Netlify's functions, gives the old space the function's memory less a tenth (1,024 - 102 = 922 MB).
 * Without a ceiling V8 sizes the heap against the machine (a 4 GB limit on these 24 GB machines) and, under the load
 * of many connections, lets it grow to four times the live heap before collecting; with this one about 1.6 times.
 *
 * The young generation has halves of 4 MB (V8's default here is 16), and glibc's allocator keeps one arena per two
 * cores' worth of threads and gives back what is freed above 128 KB (its default raises that threshold to the largest
 * block freed, so after a batch's buffers and the history files were freed it kept about 50 MB it no longer used).
 * These are the local server's own: it answers many requests at once in one process, where a Lambda instance answers
 * one at a time with the runtime's own settings. Measured 2026-11-25 (docs/PERFORMANCE.md, "What the resident memory
 * is made of"): after the soak's mix and heavy phases, with every cache full, 227-237 MB resident instead of 277-285,
 * and 167-174 MB at rest instead of 194-197; the server's CPU per request the same with halves of 4 and 16 MB (a kept
 * estimate 42-44 and 43-48 µs, an estimate with a new body 144-158 and 144-157 µs, three rounds each in turn).
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-old-space-size=922', '--max-semi-space-size=4'];

/** glibc's malloc settings (read at the process's start, so set in its environment; other allocators ignore them). */
export const SERVE_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The V8 option a flag sets, as NODE_OPTIONS may spell it (dashes or underscores). */
const optionOf = (flag: string): RegExp => new RegExp(flag.replace(/=.*$/, '').replace(/[-_]/g, '[-_]'));

/** The flags for a server started with `env`: each one left out when its NODE_OPTIONS sets that option itself (a test's cap). */
export const serveNodeFlags = (env: NodeJS.ProcessEnv = process.env): string[] => SERVE_NODE_FLAGS.filter((flag) => !optionOf(flag).test(env.NODE_OPTIONS ?? ''));

/** The environment for a server started from `env`: the allocator's settings unless `env` chooses its own. */
export const serveEnv = <E extends Record<string, string | undefined>>(env: E): E & Record<string, string | undefined> => ({ ...SERVE_ALLOCATOR_ENV, ...env });
