import { coverage } from '../../lib/changes/coverage.ts';
import { problem } from '../app.ts';
import type { Handler } from '../context.ts';

const UNARCHIVED = ['countries', 'notices'] as const;

/**
 * GET /v1/history/coverage: how far back the archive reaches, per dataset.
 * Only hts has an archive; countries and notices say they hold the current
 * build alone. A build without the archive is 503, never an empty history.
 */
export const getHistoryCoverage: Handler = async (ctx) => {
  const { revisions, summary } = await ctx.deps.changes();
  const held = coverage(revisions);
  if (!held.ok) return problem(503, 'unavailable', 'This build holds no revision archive; history coverage is unavailable');
  return {
    kind: 'json',
    status: 200,
    body: {
      retentionStartedOn: held.value.first.publishedOn,
      datasets: [
        { dataset: 'hts', archived: true, ...held.value, changePairs: summary.length },
        ...UNARCHIVED.map((dataset) => ({
          dataset,
          archived: false,
          first: null,
          last: null,
          count: 0,
          currentVersion: ctx.envelope.datasetVersions[dataset] ?? null,
          note: `Only the current build of ${dataset} is held; /v1/changes?dataset=${dataset} is an empty page for any since inside retention.`,
        })),
      ],
      note: 'History is retained from the first archived HTS revision; /v1/changes answers 422 for a since before it and 402 beyond the plan history window.',
    },
  };
};
