/**
 * Generated and hostile HTTP requests for the fuzz run, as fast-check
 * arbitraries: paths (every route, path parameters, site pages, static files,
 * random and traversal paths), methods, query strings built from each
 * endpoint's own schema plus hostile keys and values, headers (keys valid,
 * mangled and forged, forged client addresses, conditional requests) and
 * bodies (duty requests with numbers JSON cannot hold, prototype keys, deep
 * nesting, oversized, invalid UTF-8, random bytes, chunked).
 */
import fc from 'fast-check';
import { ChangeQuery } from '../../../src/lib/query/change-query.ts';
import { Chapter99Query } from '../../../src/lib/query/chapter99-query.ts';
import { CountryQuery } from '../../../src/lib/query/country-query.ts';
import { NoticeQuery } from '../../../src/lib/query/notice-query.ts';
import { PortQuery } from '../../../src/lib/query/port-query.ts';
import { TariffQuery } from '../../../src/lib/query/tariff-query.ts';
import { ACCEPTED_UNIT_SPELLINGS } from '../../../src/lib/units/canonical-unit.ts';
import { HOSTILE_VALUES, PATH_PARAMS, plausibleValues } from './hostile-values.ts';
import type { RawRequest } from './raw-http.ts';

export interface FuzzCase {
  request: RawRequest;
  /** Credentials sent with the request: no response body, header or log line may contain them. */
  secrets: string[];
}

const QUERY_KEYS: Record<string, string[]> = {
  '/v1/tariffs': Object.keys(TariffQuery.shape),
  '/v1/chapter99': Object.keys(Chapter99Query.shape),
  '/v1/countries': Object.keys(CountryQuery.shape),
  '/v1/ports': Object.keys(PortQuery.shape),
  '/v1/notices': Object.keys(NoticeQuery.shape),
  '/v1/changes': Object.keys(ChangeQuery.shape),
};
const ROUTES = ['/healthz', '/v1/tariffs/release', '/v1/duty-estimate', '/v1/duty-estimates', '/v1/customs-rules', '/v1/history/coverage', '/v1/sources', '/v1/plans', '/v1/version', '/v1/usage', ...Object.keys(QUERY_KEYS)];
const PARAM_ROUTES = ['/v1/tariffs/', '/v1/countries/', '/v1/ports/'];
const SITE = [
  '/',
  '/search',
  '/estimate',
  '/downloads',
  '/api/',
  '/chapters/',
  '/chapters/22/',
  '/chapters/99/',
  '/changes/',
  '/changes/2026_rev_10/',
  '/api/v1/versions.json',
  '/api/v1/chapters/index.json',
  '/api/v1/chapters/22.json',
  '/favicon.svg',
  '/404',
  '/v1',
  '/v2/tariffs',
];
const TRAVERSAL = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/v1/..%2f..%2f..%2fpackage.json',
  '/%2e%2e%2fpackage.json',
  '/.%2e/.%2e/package.json',
  '/%252e%252e/package.json',
  '/..%5c..%5cpackage.json',
  '/api\\..\\..\\package.json',
  '/%00',
  '/index.html%00.json',
  '/api/v1/versions.json%00',
  '//etc/passwd',
  '/chapters/..%2f..%2f..%2fpackage.json',
  '/.git/config',
  '/.env',
];
const SEGMENTS = ['v1', 'tariffs', 'api', 'chapters', 'release', '..', '.', '', '%2e%2e', '%2F', '%5C', '%00', '__proto__', 'constructor', '%C3%28', '%FF', '%', '~', ';x=1', '*'];

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD), unlike encodeURIComponent. */
const percentEncode = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }).map(percentEncode) },
);

const path = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ROUTES) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...PARAM_ROUTES), fc.oneof(fc.constantFrom(...PATH_PARAMS), segment)).map(([a, b]) => a + b) },
  { weight: 2, arbitrary: fc.constantFrom(...SITE) },
  { weight: 1, arbitrary: fc.constantFrom(...TRAVERSAL) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('/v1/', '/', '/api/v1/'), fc.array(segment, { maxLength: 4 })).map(([p, s]) => p + s.join('/')) },
  { weight: 1, arbitrary: fc.constantFrom(...ROUTES).map((r) => `${r}/`) },
);

const encodeEntry = ([k, v]: [string, string], how: 'encoded' | 'raw' | 'bare'): string => {
  if (how === 'bare') return percentEncode(k);
  // Raw only when it cannot break the request line; the HTTP layer's own refusals are tested elsewhere.
  if (how === 'raw' && !/[\s\u0000-\u001f\u007f-\uffff#]/.test(k + v)) return `${k}=${v}`;
  return `${percentEncode(k)}=${percentEncode(v)}`;
};

const queryFor = (route: string) => {
  const keys = QUERY_KEYS[route.replace(/\/$/, '')] ?? ['q', 'limit', 'cursor'];
  const key = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'x', '', 'q[]', 'Limit') });
  const entry = key.chain((k) =>
    fc.tuple(
      fc.constant(k),
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...plausibleValues(k)) }, { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }),
    ),
  );
  return fc
    .array(fc.tuple(entry, fc.constantFrom('encoded', 'encoded', 'raw', 'bare') as fc.Arbitrary<'encoded' | 'raw' | 'bare'>), { maxLength: 5 })
    .chain((entries) => fc.constantFrom('', '&', '&&').map((sep) => entries.map(([e, how]) => encodeEntry(e, how)).join('&') + (entries.length > 0 ? sep : '')));
};

const target = fc.oneof(
  { weight: 12, arbitrary: path.chain((p) => fc.option(queryFor(p), { freq: 2 }).map((q) => (q === null ? p : `${p}?${q}`))) },
  // Bytes that are not UTF-8, raw in the request line.
  { weight: 1, arbitrary: fc.tuple(path, fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => b.map((x) => 0x80 | x))).map(([p, b]) => Buffer.concat([Buffer.from(p), Buffer.from(b)])) },
  // Long enough to pass the router and reach the limits of the query reader.
  { weight: 1, arbitrary: fc.constantFrom(...ROUTES).map((r) => `${r}?q=${'wine%20'.repeat(200)}`) },
);

const METHODS = fc.oneof(
  { weight: 40, arbitrary: fc.constant('GET') },
  { weight: 25, arbitrary: fc.constant('POST') },
  { weight: 8, arbitrary: fc.constant('HEAD') },
  { weight: 5, arbitrary: fc.constant('OPTIONS') },
  { weight: 6, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH') },
  { weight: 2, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'SEARCH', 'PURGE', 'get', 'FOO', 'M-SEARCH') },
);

// ---- JSON bodies with literals JSON.stringify cannot write (1e309, -0) ----
type Json = null | boolean | string | { raw: string } | { entries: [string, Json][] } | Json[];
const num = (raw: string): Json => ({ raw });
const object = (entries: [string, Json][]): Json => ({ entries });
const serialise = (j: Json): string => {
  if (j === null || typeof j !== 'object') return JSON.stringify(j);
  if (Array.isArray(j)) return `[${j.map(serialise).join(',')}]`;
  if ('raw' in j) return j.raw;
  return `{${j.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
};

const NUMBERS = ['0', '-0', '1', '5000', '0.005', '10027', '1e15', '1e16', '-1', '1e309', '-1e309', '1e-400', '123456789012345678901234567890', '4.9e-324', '1.7976931348623157e308', '0.1e1', '1E3'];
const amount = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...NUMBERS).map(num) }, { weight: 1, arbitrary: fc.constantFrom<Json>('5000', true, null, [], object([['x', num('1')]])) });
const text = (plausible: readonly string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...plausible) }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) });
const unitKey = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ACCEPTED_UNIT_SPELLINGS) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', 'KG') });

const dutyFields: fc.Arbitrary<[string, Json]>[] = [
  fc.tuple(fc.constant('htsno'), fc.oneof(text(['2204.21.50.05', '2204215005', '2204', '0101.21.00.10', '9903.88.01', '0000', '2204.21.50.05.00', '6402.19.50.31']), amount)),
  fc.tuple(fc.constant('customsValueUsd'), amount),
  fc.tuple(fc.constant('quantity'), amount),
  fc.tuple(fc.constant('quantityUnit'), text(ACCEPTED_UNIT_SPELLINGS)),
  fc.tuple(fc.constant('quantities'), fc.array(fc.tuple(unitKey, amount), { maxLength: 3 }).map(object)),
  fc.tuple(fc.constant('litres'), amount),
  fc.tuple(fc.constant('countryOfOrigin'), text(['FR', 'CU', 'KP', 'France', 'AU', 'JO', 'xx', '4279'])),
  fc.tuple(fc.constant('alcoholByVolume'), fc.oneof(amount, fc.constantFrom('12', '100', '101', '-1').map(num))),
  fc.tuple(fc.constant('proofLitres'), amount),
  fc.tuple(fc.constant('column2'), fc.constantFrom<Json>(true, false, 'true', num('1'), null)),
  fc.tuple(fc.constantFrom('__proto__', 'constructor', 'polluted', 'litre', ''), fc.constantFrom<Json>(object([['polluted', true]]), num('1'), null)),
];
const dutyBody = fc.tuple(fc.subarray(dutyFields.map((_, i) => i)), fc.tuple(...dutyFields)).map(([picked, fields]) => serialise(object(picked.map((i) => fields[i]!))));

const PROTOTYPE_BODIES = [
  '{"__proto__":{"polluted":true},"htsno":"2204.21.50.05","customsValueUsd":1}',
  '{"constructor":{"prototype":{"polluted":true}},"htsno":"2204.21.50.05","customsValueUsd":1}',
  '{"htsno":"2204.21.50.05","customsValueUsd":1,"quantities":{"__proto__":{"kg":1}}}',
  '{"htsno":"2204.21.50.05","customsValueUsd":1,"quantities":{"constructor":1}}',
  '{"htsno":"2204.21.50.05","htsno":"2204","customsValueUsd":1}',
  '{"htsno":"2204.21.50.05","customsValueUsd":1,"customsValueUsd":-1}',
];
const TRIVIAL = ['', 'null', '1', '"x"', 'true', '[]', '{}', '{', '{"htsno":', '\u0000', 'htsno=2204&customsValueUsd=1'];

const deep = fc.tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom('[', '{"a":')).map(([n, open]) => {
  const close = open === '[' ? ']' : '}';
  return open.repeat(n) + (open === '[' ? '' : '1') + close.repeat(n);
});
const invalidUtf8 = fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]).map((bad) =>
  Buffer.concat([Buffer.from('{"htsno":"2204.21.50.05","customsValueUsd":1,"countryOfOrigin":"'), Buffer.from(bad), Buffer.from('"}')]),
);

const body: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 12, arbitrary: dutyBody.map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }).map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_BODIES).map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: fc.constantFrom(...TRIVIAL).map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: deep.map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: invalidUtf8 },
  { weight: 1, arbitrary: dutyBody.map((s) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)])) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
  // Just past the 64 KB of the estimate handler, and past the 1 MB of the local server.
  { weight: 1, arbitrary: fc.integer({ min: 64 * 1024 + 1, max: 80 * 1024 }).map((n) => Buffer.from(`{"htsno":"2204.21.50.05","customsValueUsd":1${' '.repeat(n)}}`)) },
  { weight: 1, arbitrary: fc.constantFrom(1024 * 1024 + 1, 1_500_000).map((n) => Buffer.alloc(n, 0x20)) },
);

// ---- headers ----
const hex16 = fc.stringMatching(/^[0-9a-f]{16}$/);
const secret43 = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const mutate = (key: string) => fc.nat({ max: key.length - 1 }).map((i) => key.slice(0, i) + (key[i] === 'A' ? 'B' : 'A') + key.slice(i + 1));

const authorization = (keys: readonly string[]): fc.Arbitrary<string | null> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: fc.constantFrom(...keys).map((k) => `Bearer ${k}`) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(...keys).chain(mutate).map((k) => `Bearer ${k}`),
        fc.tuple(hex16, secret43).map(([id, s]) => `Bearer tk_${id}_${s}`),
        fc.constantFrom(...keys).map((k) => `bearer   ${k} `),
        fc.constantFrom(...keys).map((k) => `Token ${k}`),
        fc.constantFrom(...keys).map((k) => `Bearer ${k}${k}`),
        fc.constantFrom(...keys).map((k) => `Bearer ${k}, Bearer ${k}`),
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNzd29yZA==', 'Bearer null', `Bearer ${'A'.repeat(5000)}`),
        fc.stringMatching(/^[!-~]{12,60}$/),
      ),
    },
  );

const HEADER_CHOICES: fc.Arbitrary<[string, string | Buffer]>[] = [
  fc.tuple(fc.constant('Accept'), fc.constantFrom('*/*', 'text/html', 'application/json', 'application/problem+json', 'application/xml', ';;;', '')),
  fc.tuple(fc.constant('Origin'), fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1')),
  fc.tuple(fc.constant('If-None-Match'), fc.constantFrom('*', '"x"', 'W/"x"', '"', ',,,', '"a", W/"b"', 'x'.repeat(2000))),
  fc.tuple(fc.constantFrom('X-Forwarded-For', 'X-Nf-Client-Connection-Ip', 'X-Real-Ip', 'Forwarded'), fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', '::1', 'junk', 'for=1.2.3.4', '')),
  fc.tuple(fc.constant('Cookie'), fc.constantFrom('a=b', 'session=x; __proto__=1', '=')),
  fc.tuple(fc.constant('Range'), fc.constantFrom('bytes=0-10', 'bytes=junk', 'bytes=-1')),
  fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('gzip, br', 'identity;q=0', '*;q=0')),
  fc.tuple(fc.constant('Access-Control-Request-Method'), fc.constantFrom('POST', 'DELETE', 'X')),
  fc.tuple(fc.constant('Accept-Language'), fc.string({ maxLength: 30 })),
  fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), fc.string({ maxLength: 40 })),
  // obs-text: bytes above 0x7f in a header value, allowed by HTTP/1.1.
  fc.tuple(fc.constant('X-Obs-Text'), fc.uint8Array({ minLength: 1, maxLength: 10 }).map((b) => Buffer.from(b.map((x) => 0x80 | x)))),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/problem+json',
  'application/merge-patch+json',
  'application/jsonx',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
];

const hostHeader = (port: number) =>
  fc.oneof(
    { weight: 30, arbitrary: fc.constant(`127.0.0.1:${port}`) },
    { weight: 2, arbitrary: fc.constantFrom('localhost', 'evil.example', `127.0.0.1:${port}.evil.example`, 'xn--80ak6aa92e.com') },
    { weight: 1, arbitrary: fc.constantFrom('[', 'a b', '%', 'localhost:99999') },
  );

/** Only strings that could not turn up in a response by chance count as secrets to look for. */
const worthChecking = (s: string): boolean => s.length >= 12 && new Set(s.replace(/\s/g, '')).size >= 6;

/** The most chunks a generated chunked body is sent in. */
const MAX_CHUNKS = 20_000;

export const hostileRequests = (options: { port: number; keys: readonly string[] }): fc.Arbitrary<FuzzCase> =>
  fc
    .record({
      method: METHODS,
      target,
      host: hostHeader(options.port),
      auth: authorization(options.keys),
      extra: fc.subarray(HEADER_CHOICES.map((_, i) => i), { maxLength: 4 }).chain((picked) => fc.tuple(...picked.map((i) => HEADER_CHOICES[i]!))),
      body: fc.option(body, { freq: 3 }),
      contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 8 }),
      chunkSize: fc.option(fc.integer({ min: 1, max: 4096 }), { freq: 5 }),
    })
    .map(({ method, target: t, host, auth, extra, body: b, contentType, chunkSize }) => {
      const sendsBody = b !== null && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      const headers: [string, string | Buffer][] = [['Host', host], ...extra];
      if (auth !== null) headers.push(['Authorization', auth]);
      if (sendsBody && contentType !== null) headers.push(['Content-Type', contentType]);
      const token = auth?.replace(/^\s*\S+\s+/, '').trim() ?? '';
      const secrets = [auth ?? '', token].filter(worthChecking);
      // At most MAX_CHUNKS chunks: a 1.5 MB body in 2-byte chunks is 750,000 of them, which take a bare node:http
      // server 4 s and ours 17 s to read on this machine (more when it is busy), past the client's 10 s wait. Many
      // small chunks stay in the mix (a 1.5 MB body in chunks of 75 bytes); pathological counts are not what the
      // run is for, and Netlify's edge buffers the body before the function sees it.
      const chunks = sendsBody && chunkSize !== null ? Math.max(chunkSize, Math.ceil(b.length / MAX_CHUNKS)) : null;
      const request: RawRequest = { method, target: t, headers, ...(sendsBody ? { body: b } : {}), ...(chunks !== null ? { chunkSize: chunks } : {}) };
      return { request, secrets };
    });
