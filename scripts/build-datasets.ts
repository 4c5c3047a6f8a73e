/**
 * The build's first step in a process of its own (scripts/build.ts runs it): reading the 44-revision archive
 * takes about a gigabyte, and a process that exits gives it back before Astro and Pagefind start beside the build.
 * Then the API page's examples, answered by the API over the files just written.
 */
import { writeApiExamples } from '../src/compose/api-examples.ts';
import { buildSiteDatasets } from '../src/compose/build-datasets.ts';
import { BuildError } from '../src/data/build-datasets.ts';
import { SourceError } from '../src/data/pull-sources.ts';

try {
  const report = await buildSiteDatasets();
  console.log(`build: ${report.lineCount} lines; datasets ${JSON.stringify(report.datasetVersions)}`);
  console.log(`build: ${await writeApiExamples()} API examples answered`);
} catch (e) {
  if (!(e instanceof BuildError || e instanceof SourceError)) throw e;
  console.error(`build failed: ${e.message}`);
  process.exit(1);
}
