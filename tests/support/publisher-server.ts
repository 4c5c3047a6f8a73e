/**
 * A stand-in for the publisher on 127.0.0.1: the release list from a recorded answer, the live export and the
 * static archive files at their official paths, from the data mirror's files. Pointed at by
 * TARIFF_SOURCE_ORIGINS (src/data/publisher-fetch.ts), so the pull asks its usual addresses. Each request is
 * recorded with its User-Agent; `answer` decides the body of a path (null: 404), and how it is sent.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

export interface Answer {
  body: Uint8Array;
  /** gzip: the body is gzip, sent with Content-Encoding: gzip; raw-gzip: gzip bytes sent as they are, unlabelled; plain: as is. */
  encoding?: 'gzip' | 'raw-gzip' | 'plain';
}

export interface PublisherServer {
  origin: string;
  /** TARIFF_SOURCE_ORIGINS for a pull that should ask this server instead of the publisher. */
  origins: string;
  requests: { path: string; userAgent: string | undefined }[];
  close: () => Promise<void>;
}

export const RELEASE_LIST_FIXTURE = resolve(import.meta.dirname, 'fixtures', 'publisher', 'release-list.json');

/** The recorded release list, cut after `last` (which becomes current), newest first as recorded. */
export const releaseListUpTo = (last: string): Uint8Array => {
  const list = JSON.parse(readFileSync(RELEASE_LIST_FIXTURE, 'utf8')) as { name: string; status: string }[];
  const at = list.findIndex((r) => r.name === last);
  if (at < 0) throw new Error(`${last} is not in the recorded release list`);
  return Buffer.from(JSON.stringify(list.slice(at).map((r, i) => ({ ...r, status: i === 0 ? 'current' : 'archived' }))));
};

export const startPublisherServer = async (answer: (path: string) => Answer | null): Promise<PublisherServer> => {
  const requests: PublisherServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path: `${path}${new URL(req.url ?? '/', 'http://x').search}`, userAgent: req.headers['user-agent'] });
    const a = answer(path);
    if (!a) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html>Page not found</html>');
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (a.encoding === 'gzip') headers['Content-Encoding'] = 'gzip';
    if (a.encoding === 'raw-gzip') headers['Content-Type'] = 'application/octet-stream';
    res.writeHead(200, headers).end(a.body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    // The publisher's origins, and the pinned repository files some reference files are read from.
    origins: `https://www.usitc.gov=${origin},https://hts.usitc.gov=${origin},https://raw.githubusercontent.com=${origin}`,
    requests,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
};
