/**
 * Which content coding to answer with, from a request's Accept-Encoding (RFC 9110 12.5.3): the acceptable coding
 * with the highest q-value among those on offer, Brotli before gzip on a tie (smaller for the same content), and
 * identity when nothing offered is acceptable. A coding the header does not name takes the q-value of `*`, if
 * given, and is otherwise not acceptable. Identity is the answer when nothing offered is acceptable (even if refused:
 * a 406 for a static file helps nobody), or when it is named with a higher q-value than any offered coding.
 */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

const qualities = (header: string): Map<string, number> => {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const m = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (m) value = Math.min(1, Number(m[1]));
    }
    // x-gzip is gzip's old name (RFC 9110 8.4.1.3).
    const key = name === 'x-gzip' ? 'gzip' : name;
    q.set(key, Math.max(q.get(key) ?? 0, value));
  }
  return q;
};

/** The coding to use for a body offered in `available` codings (identity always), or null for identity. */
export const chooseEncoding = (header: string | undefined, available: readonly ContentCoding[]): ContentCoding | null => {
  if (!header) return null;
  const q = qualities(header);
  const star = q.get('*');
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const value = q.get(coding) ?? star ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  if (best === null) return null;
  // Identity wins only when named with a higher q-value (identity;q=1, br;q=0.5): acceptable by default, it is
  // not thereby preferred to a coding the client asked for.
  return (q.get('identity') ?? 0) > bestQ ? null : best;
};
