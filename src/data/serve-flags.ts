/**
 * How the local server's process runs (`npm run serve`, `npm start`, the bench, the soak and the tests): its V8 flags
 * and its allocator's settings.
 *
 * The old space has the ceiling of a Netlify function of 1,024 MB, Netlify's default: AWS Lambda's Node bootstrap,
 * which runs Netlify's functions, gives the old space the function's memory less a tenth (1,024 - 102 = 922 MB).
 * Without a ceiling V8 sizes the heap against the machine (a 4 GB limit on these 24 GB machines) and, under the load
 * of many connections, lets it grow to four times the live heap before collecting.
 *
 * The rest are the local server's own: it answers many requests at once in one process, where a Lambda instance
 * answers one at a time with the runtime's own settings. The old space may grow by a fifth of what a full collection
 * leaves before the next (V8's own factor reached 1.6 to 1.8 here under load), the young generation has halves of
 * 4 MB (V8's default here is 16), and glibc's allocator keeps at most two arenas and gives back what is freed above
 * 128 KB (its default raises that threshold to the largest block freed, so after a batch's buffers and the history
 * files were freed it kept about 50 MB it no longer used). Measured 2026-11-25 (docs/PERFORMANCE.md, "What the
 * resident memory is made of"), three-repeat soaks with every cache full: after the heavy phases 261-297 MB with the
 * ceiling alone, 223-248 with the young generation and the allocator's settings, 183-196 with all of them; at rest
 * 193-203, 173-182 and 156-159. The cost, measured in turn: none on the bench's loads (a kept estimate 42-46 µs of
 * server CPU with or without, one with a new body 130-144 and 135-142), about a tenth of the requests a second of
 * the soak's mix once every cache is full (9,484-9,982 against 10,185-11,383: with more live heap each full
 * collection marks more, and the tighter growth makes them more frequent).
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-old-space-size=922', '--max-semi-space-size=4', '--heap-growing-percent=20'];

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
