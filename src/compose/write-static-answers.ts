/**
 * Build step: each parameterless /v1 answer rendered once through the app (the same handler, envelope and
 * deprecation block the function would give), written under dist/api/v1/answers/, plus dist/_redirects
 * (serving them at their /v1 paths) and dist/_headers (their headers and the media types of the Atom feeds, the
 * CSV files and llms.txt beside the site's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BuildError } from '../data/build-datasets.ts';
import { functionDeps } from '../data/function-deps.ts';
import { createApp } from '../http/app.ts';
import { ROUTES } from '../http/routes.ts';
import { answerHeaders, DEPRECATION_HEADER_NAMES, redirectsFile, staticAnswers, type StaticAnswer } from '../http/static-answers.ts';
import { CSV_HEADER_RULES } from '../lib/datasets/schedule-csv.ts';
import { ATOM_FEED_HEADER_RULES } from '../lib/feeds/change-feeds.ts';
import { LLMS_HEADER_RULES } from '../lib/llms/llms-txt.ts';
import { netlifyHeadersFile } from '../lib/netlify/site-headers.ts';

export const writeStaticAnswers = async (distDir: string): Promise<StaticAnswer[]> => {
  const app = createApp({ deps: functionDeps, routes: ROUTES });
  const answers = staticAnswers(ROUTES);
  // The Atom change feeds (src/data/write-atom-feeds.ts), the schedule CSV files and llms.txt need their media type said.
  const headerRules: Record<string, Record<string, string>> = { ...ATOM_FEED_HEADER_RULES, ...CSV_HEADER_RULES, ...LLMS_HEADER_RULES };
  for (const answer of answers) {
    const response = await app(new Request(`http://build.local${answer.path}`));
    if (response.status !== 200) throw new BuildError(`static answer ${answer.path} rendered ${response.status}: ${await response.text()}`);
    const file = join(distDir, answer.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await response.text());
    const signal = Object.fromEntries(DEPRECATION_HEADER_NAMES.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
    // One rule per answer: Netlify matches a _headers path with or without its trailing slash (the forRegExp of its
    // parser), so a rule for each spelling would apply twice and join every value with itself.
    headerRules[answer.path] = answerHeaders(signal);
  }
  writeFileSync(join(distDir, '_redirects'), redirectsFile(answers));
  writeFileSync(join(distDir, '_headers'), netlifyHeadersFile(headerRules));
  return answers;
};
