/**
 * The bench's baseline: the least work an HTTP answer can take on this machine, in the same JSON size class as an
 * estimate's headline. The bench serves it from its own process, beside its load client (the goals' baseline), and
 * runs this file as a script (`node --experimental-strip-types bare-server.ts`) for the same server in a process of
 * its own: it prints its port and serves until killed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

const BODY = JSON.stringify({ estimate: true, htsno: '2204.21.50.05', dutyUsd: 47.25, applicable: true });

export const bareListener = (req: IncomingMessage, res: ServerResponse): void => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(BODY) });
    res.end(BODY);
  });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createServer(bareListener);
  server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
}
