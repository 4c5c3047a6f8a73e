/** HTTP as a client that negotiates nothing itself: exactly the headers given go out, the body comes back as sent. */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
export const send = (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/** The body without its content coding (br, gzip or none). */
export const decode = (r: Raw): Buffer => {
  const coding = r.headers['content-encoding'];
  return coding === 'br' ? brotliDecompressSync(r.body) : coding === 'gzip' ? gunzipSync(r.body) : r.body;
};
