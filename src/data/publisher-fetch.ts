/**
 * One GET to a publisher, as the pull makes it: a User-Agent that names the
 * service, compressed answers accepted and undone (Content-Encoding is undone by
 * fetch itself; a body that is still gzip, as some file servers send a .gz
 * without saying so, is unzipped here), and a time limit.
 *
 * TARIFF_SOURCE_ORIGINS rewrites an official origin to another, e.g.
 * `https://www.usitc.gov=http://127.0.0.1:8123`: the tests serve the publisher's
 * files at their official paths from a local server. Unset in a real build.
 */
import { gunzipSync } from 'node:zlib';

export const PULL_USER_AGENT = 'tariff-service-pull/1.1 (open, unofficial US tariff data service; fetches the HTS exports it pins)';

const origins = (): Map<string, string> =>
  new Map(
    (process.env.TARIFF_SOURCE_ORIGINS ?? '')
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at).replace(/\/$/, ''), pair.slice(at + 1).replace(/\/$/, '')] as [string, string];
      }),
  );

/** The address actually asked: the official one, or its rewrite under TARIFF_SOURCE_ORIGINS. */
export const addressOf = (officialUrl: string): string => {
  const url = new URL(officialUrl);
  const to = origins().get(url.origin);
  return to ? `${to}${url.pathname}${url.search}` : officialUrl;
};

const isGzip = (b: Uint8Array): boolean => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

export class FetchError extends Error {}

/** The body of a GET, decompressed. Throws FetchError on a network failure or a status other than 200. */
export const fetchFromPublisher = async (officialUrl: string, timeoutMs = 120_000): Promise<Uint8Array> => {
  const address = addressOf(officialUrl);
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { 'User-Agent': PULL_USER_AGENT, Accept: 'application/json, */*;q=0.5', 'Accept-Encoding': 'gzip, deflate, br' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new FetchError(`${officialUrl} could not be reached (${(cause as Error).message})`);
  }
  if (response.status !== 200) throw new FetchError(`${officialUrl} answered ${response.status}`);
  const body = new Uint8Array(await response.arrayBuffer());
  return isGzip(body) ? new Uint8Array(gunzipSync(body)) : body;
};
