/**
 * npm run publisher:check: the daily check (src/data/publisher-check.ts). TARIFF_SITE_URL names the deployed
 * site; TARIFF_BUILD_HOOK_URL its build hook. Prints what it found and did; exits 1 when it could not check.
 */
import { checkPublisher } from '../src/data/publisher-check.ts';
import { SourceError } from '../src/data/pull-sources.ts';

try {
  const report = await checkPublisher({ siteUrl: process.env.TARIFF_SITE_URL, buildHookUrl: process.env.TARIFF_BUILD_HOOK_URL });
  console.log(`publisher check: ${report.why}; build ${report.build ? 'wanted' : 'not wanted'}; hook ${report.hook}`);
} catch (e) {
  if (!(e instanceof SourceError)) throw e;
  console.error(`publisher check failed: ${e.message}`);
  process.exit(1);
}
