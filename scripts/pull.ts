/** npm run pull: resolve and verify every declared upstream file into .cache/raw. */
import { pullAll, SourceError } from '../src/data/pull-sources.ts';

try {
  const files = await pullAll();
  console.log(`pulled ${files.size} verified source files into .cache/raw`);
} catch (e) {
  if (!(e instanceof SourceError)) throw e;
  console.error(e.message);
  process.exit(1);
}
