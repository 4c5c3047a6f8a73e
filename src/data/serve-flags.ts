/**
 * The V8 flags the local server (`npm run serve`, `npm start`, the bench, the soak and the tests) runs with: the
 * old-space ceiling of a Netlify function of 1,024 MB, Netlify's default. AWS Lambda's Node bootstrap, which runs
 * Netlify's functions, gives the old space the function's memory less a tenth (1,024 - 102 = 922 MB). Without a
 * ceiling V8 sizes the heap against the machine (a 4 GB limit on these 24 GB machines) and, under the load of many
 * connections, lets it grow to four times the live heap before collecting; with this one it grows by about 1.6
 * times. Measured (docs/PERFORMANCE.md): the bench's load runs end at 172 MB resident instead of 245 MB, the live
 * heap (about 45 MB, 110 MB with every cache full) far under the ceiling. The young generation is left to V8:
 * Lambda's own semi-space of 51 MB is sized for one request at a time, and under 32 connections it held 270 MB.
 *
 * Tried and not kept (2026-11-24, late night; docs/PERFORMANCE.md, "The heap's growth and the young generation"):
 * --heap-growing-percent=25 (resident memory under the soak's mix with every cache full 255-264 MB instead of
 * 278-290) and --max-semi-space-size=8 (230 MB with both). They seemed to cost the bench's throughput: the estimate
 * row 0.39-0.52 of bare over nine runs with one or both (mean 0.45), against 0.45-0.58 over five without in the same
 * hours (mean 0.53). Under load a tighter old space is collected more often and a smaller young generation scavenged
 * more often; the memory they save is the high-water mark of concurrent requests, given back at rest either way
 * (185-194 MB).
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-old-space-size=922'];

/** The flags for a server started with `env`: none when its NODE_OPTIONS sets the old space itself (a test's cap). */
export const serveNodeFlags = (env: NodeJS.ProcessEnv = process.env): string[] =>
  /--max[-_]old[-_]space[-_]size/.test(env.NODE_OPTIONS ?? '') ? [] : [...SERVE_NODE_FLAGS];
