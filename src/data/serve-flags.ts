/**
 * The V8 flags the local server (`npm run serve`, `npm start`, the bench, the soak and the tests) runs with.
 * - The old-space ceiling of a Netlify function of 1,024 MB, Netlify's default. AWS Lambda's Node bootstrap, which
 *   runs Netlify's functions, gives the old space the function's memory less a tenth (1,024 - 102 = 922 MB). Without
 *   a ceiling V8 sizes the heap against the machine (a 4 GB limit on these 24 GB machines) and, under the load of
 *   many connections, lets it grow to four times the live heap before collecting.
 * - The old space grows by a quarter of what a full collection leaves (--heap-growing-percent=25), not by V8's own
 *   factor (up to 4 when it judges collections cheap). Measured with `npm run soak -- --repeats 2`
 *   (docs/PERFORMANCE.md): resident memory under the 64-connection mix with every cache full 252 MB instead of 278,
 *   after the heavy phases 261 instead of 290, the mix's throughput the same. It moves only how often full
 *   collections run, which under steady load is seldom.
 * - The young generation is left to V8 (halves of up to 16 MB here). Halves of 8 MB took another 20-30 MB off under
 *   load (230 MB after the mix) but, scavenging twice as often under 32 connections, cost the bench's estimate row
 *   about a tenth (0.39-0.50 of bare over six runs, against 0.46-0.57 over seven without); halves of 4 MB cost an
 *   eighth of the mix's throughput. Lambda's own semi-space (51 MB) is sized for one request at a time: under 32
 *   connections it held 270 MB.
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-old-space-size=922', '--heap-growing-percent=25'];

/** The flags for a server started with `env`: none when its NODE_OPTIONS sets the old space itself (a test's cap). */
export const serveNodeFlags = (env: NodeJS.ProcessEnv = process.env): string[] =>
  /--max[-_]old[-_]space[-_]size/.test(env.NODE_OPTIONS ?? '') ? [] : [...SERVE_NODE_FLAGS];
