import { currencyNow } from '../../app/schedule-currency.ts';
import type { Handler } from '../context.ts';

/** GET /healthz: liveness, dataset versions and the coverage this build declares. */
export const healthz: Handler = async (ctx) => {
  const { counts, revision, sections } = await ctx.deps.hts();
  // Alive even when the key and budget store is not: metered endpoints then answer 503, and this says why.
  const keyStore = (await ctx.gate?.storeHealth()) ?? { status: 'not-configured', detail: 'This app runs without a gate' };
  return {
    kind: 'json',
    status: 200,
    cache: 'no-store',
    body: {
      status: 'ok',
      htsRelease: revision.htsRelease,
      coverage: {
        lines: counts.lines,
        classifiableLines: counts.classifiable,
        chapters: sections.flatMap((s) => s.chapters).filter((c) => !c.reserved).length,
        gaps: ['No import or export volumes or values, and no duty actually collected (see /v1/sources).'],
      },
      keyStore,
      scheduleCurrency: await currencyNow(ctx.deps),
    },
  };
};
