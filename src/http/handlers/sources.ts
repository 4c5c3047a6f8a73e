import rejectedSources from '../../../content/rejected-sources.json' with { type: 'json' };
import { describeSources } from '../../lib/reference/describe-sources.ts';
import { RejectedSourcesFile } from '../../lib/schema/reference-responses.ts';
import type { Handler } from '../context.ts';

// Curated content, bundled with the function; a malformed file fails the build, which imports the routes.
const REJECTED = RejectedSourcesFile.parse(rejectedSources).rejected;

/**
 * GET /v1/sources: every upstream (content/sources.json as the build verified
 * it) with its release, licence, own date and checksum; every source evaluated
 * and rejected, with the reason; and the declared gaps.
 */
export const listSources: Handler = async (ctx) => {
  const { manifest } = await ctx.deps.sources();
  const { revisions } = await ctx.deps.changes();
  return {
    kind: 'json',
    status: 200,
    body: {
      ...describeSources(manifest, revisions, REJECTED),
      note:
        'sourceDate is the source\'s own date (an HTS revision\'s publication date, or the date its release names), not when a build fetched it: ' +
        'builds are reproducible, so a fetch time would only differ between identical outputs. Every file is verified against its sha256 before use.',
    },
  };
};
