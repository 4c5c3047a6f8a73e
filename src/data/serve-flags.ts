/**
 * The V8 flags the local server (`npm run serve`, `npm start`, the bench, the soak and the tests) runs with.
 * - The old-space ceiling of a Netlify function of 1,024 MB, Netlify's default. AWS Lambda's Node bootstrap, which
 *   runs Netlify's functions, gives the old space the function's memory less a tenth (1,024 - 102 = 922 MB). Without
 *   a ceiling V8 sizes the heap against the machine (a 4 GB limit on these 24 GB machines) and, under the load of
 *   many connections, lets it grow to four times the live heap before collecting.
 * - The old space grows by a quarter of what a full collection leaves (--heap-growing-percent=25), not by V8's own
 *   factor (up to 4 when it judges collections cheap), and each half of the young generation is at most 8 MB (V8's
 *   default here is 16). Measured with `npm run soak -- --repeats 2` (docs/PERFORMANCE.md): resident memory under
 *   the 64-connection mix with every cache full 230 MB instead of 278-290, after the heavy phases 232 instead of
 *   290, at rest 183-185 either way; the mix's throughput, the estimate's ratio to bare and the batches' p99 the
 *   same within the machine's spread. Halves of 4 MB with 15% growth cost an eighth of the mix's throughput.
 * Lambda's own semi-space (51 MB) is sized for one request at a time: under 32 connections it held 270 MB.
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-old-space-size=922', '--heap-growing-percent=25', '--max-semi-space-size=8'];

/** The flags for a server started with `env`: none when its NODE_OPTIONS sets the old space itself (a test's cap). */
export const serveNodeFlags = (env: NodeJS.ProcessEnv = process.env): string[] =>
  /--max[-_]old[-_]space[-_]size/.test(env.NODE_OPTIONS ?? '') ? [] : [...SERVE_NODE_FLAGS];
