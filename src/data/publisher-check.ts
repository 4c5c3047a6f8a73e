/**
 * The daily check a scheduled job runs (`npm run publisher:check`, .github/workflows/publisher-check.yml): read
 * the publisher's release list, ask the deployed site which release it serves (GET /v1/tariffs/release; the
 * declared current release when no site is named), and when the publisher's is newer, POST the deploy's build
 * hook, whose build (`npm run build:latest`) pulls and pins the new release.
 */
import { parseReleaseList, currentRevision } from '../lib/publisher/release-list.ts';
import { refreshDecision, type RefreshDecision } from '../lib/publisher/refresh-decision.ts';
import { ReleaseResponse } from '../lib/schema/api-responses.ts';
import { fetchFromPublisher, FetchError, PULL_USER_AGENT } from './publisher-fetch.ts';
import { readManifest, SourceError } from './pull-sources.ts';

export interface CheckSettings {
  /** The deployed site, e.g. https://tariffs.example.org; unset: compare with content/sources.json. */
  siteUrl?: string;
  /** The deploy's build hook (Netlify: Site configuration > Build hooks); unset: report only. */
  buildHookUrl?: string;
}

export type CheckReport = RefreshDecision & { hook: 'posted' | 'not needed' | 'no hook set' };

const deployedRelease = async (siteUrl: string | undefined): Promise<string> => {
  if (!siteUrl) {
    const m = readManifest();
    return m.hts.revisions.find((r) => r.id === m.hts.current)!.release;
  }
  const url = `${siteUrl.replace(/\/$/, '')}/v1/tariffs/release`;
  const res = await fetch(url, { headers: { 'User-Agent': PULL_USER_AGENT, Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) }).catch((e: Error) => {
    throw new SourceError(`${url} could not be reached (${e.message})`);
  });
  if (res.status !== 200) throw new SourceError(`${url} answered ${res.status}`);
  const body = ReleaseResponse.pick({ htsRelease: true }).safeParse(await res.json().catch(() => null));
  if (!body.success) throw new SourceError(`${url} did not answer a release (htsRelease)`);
  return body.data.htsRelease;
};

export const checkPublisher = async ({ siteUrl, buildHookUrl }: CheckSettings): Promise<CheckReport> => {
  const manifest = readManifest();
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(await fetchFromPublisher(manifest.hts.releaseListUrl, 60_000)));
  } catch (e) {
    if (e instanceof FetchError || e instanceof SyntaxError) throw new SourceError(`the release list: ${e.message}`);
    throw e;
  }
  const list = parseReleaseList(json);
  if (!list.ok) throw new SourceError(`the release list is not of the publisher's shape: ${list.error.issues.join('; ')}`);
  const decision = refreshDecision(currentRevision(list.value), await deployedRelease(siteUrl));
  if (!decision.build) return { ...decision, hook: 'not needed' };
  if (!buildHookUrl) return { ...decision, hook: 'no hook set' };
  const res = await fetch(buildHookUrl, {
    method: 'POST',
    headers: { 'User-Agent': PULL_USER_AGENT, 'Content-Type': 'application/json' },
    body: JSON.stringify({ trigger_title: `publisher: ${decision.current} (site: ${decision.deployed})` }),
    signal: AbortSignal.timeout(30_000),
  }).catch((e: Error) => {
    throw new SourceError(`the build hook could not be reached (${e.message})`);
  });
  if (!res.ok) throw new SourceError(`the build hook answered ${res.status}`);
  return { ...decision, hook: 'posted' };
};
