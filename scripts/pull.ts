/**
 * npm run pull: resolve and verify every declared upstream file into .cache/raw.
 * npm run pull -- --latest: first ask the publisher for releases after the newest declared one, take and pin them
 * (src/data/pull-latest.ts), then resolve everything as above.
 */
import { pullLatest } from '../src/data/pull-latest.ts';
import { pullAll, SourceError } from '../src/data/pull-sources.ts';

try {
  if (process.argv.includes('--latest')) {
    const report = await pullLatest(new Date().toISOString().slice(0, 10));
    console.log(`publisher: ${report.current.release} is current (checked ${report.checkedOn})`);
    for (const t of report.taken) {
      console.log(`took ${t.release} from the ${t.from === 'live' ? `live export (static file ${t.staticFile}${t.restoredFirstRow ? ', 0101 row restored' : ''})` : 'static file'}; pinned sha256 ${t.contentSha256}`);
    }
    if (report.taken.length > 0) console.log('content/sources.json and content/revision-dates.json now declare them: run `npm run datasets:version` before the build');
  }
  const files = await pullAll();
  console.log(`pulled ${files.size} verified source files into .cache/raw`);
} catch (e) {
  if (!(e instanceof SourceError)) throw e;
  console.error(e.message);
  process.exit(1);
}
