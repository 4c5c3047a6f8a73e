import { countryCodes } from '../../lib/estimate/country-codes.ts';
import { estimateDuty } from '../../lib/estimate/estimate-duty.ts';
import { readShipment } from '../../lib/estimate/read-shipment.ts';
import { fromNumber } from '../../lib/money/index.ts';
import { findCountry } from '../../lib/reference/index.ts';
import type { Country } from '../../lib/schema/country.ts';
import { DutyRequest } from '../../lib/schema/duty-request.ts';
import type { EstimateOrigin } from '../../lib/schema/duty-estimate.ts';
import { problem } from '../app.ts';
import { ambiguousLine } from '../ambiguous-line.ts';
import type { Deps } from '../../app/deps.ts';
import type { Ctx, Handler, Reply } from '../context.ts';
import { resolveAsOf, systemClock, type Clock } from '../as-of.ts';
import type { HtsStore } from '../../lib/query/hts-store.ts';
import type { AsOfRevision } from '../../lib/schema/line-history.ts';

/** Largest request body read; beyond it the request is a 413 before any parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

export const badRequest = (errors: { field: string; message: string }[]): Reply =>
  problem(400, 'bad-request', errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });

/** The countries dataset's record as the estimator's origin: only programmes claimable today are offered. */
const toOrigin = (c: Country): EstimateOrigin => ({
  name: c.name,
  iso2: c.iso2,
  column2: c.column2,
  programmes: c.programmes.filter((p) => p.claimable).map((p) => ({ code: p.code, name: p.name })),
});

/**
 * A duty estimate from an already-parsed JSON body: validation, line and
 * origin lookup, then the pure estimator. Shared by POST /v1/duty-estimate and
 * the server-rendered estimate page.
 */
export interface EstimateOptions {
  /** Who asks, for the plan's history window when the body gives asOf (absent: the anonymous plan). */
  caller?: Ctx['caller'];
  now?: Clock;
}

export const estimateFromBody = async (deps: Deps, body: unknown, options: EstimateOptions = {}): Promise<Reply> => {
  const parsed = DutyRequest.safeParse(body);
  if (!parsed.success) {
    return badRequest(parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message })));
  }
  const request = parsed.data;
  // With asOf, every line (the goods', chapter 99's, the ancestors') comes from the revision in force then.
  let store: HtsStore;
  let asOf: AsOfRevision | undefined;
  if (request.asOf === undefined) store = (await deps.hts()).store;
  else {
    const resolved = await resolveAsOf(deps, options.caller, request.asOf, options.now ?? systemClock);
    if (!resolved.ok) return resolved.reply;
    store = await resolved.stores.storeAt(resolved.at);
    asOf = resolved.asOf;
  }
  const found = await store.lookup(request.htsno);
  if (found.kind === 'malformed') return badRequest([{ field: 'htsno', message: 'a tariff number: 4 to 10 digits, dots optional' }]);
  if (found.kind === 'not-found') {
    return problem(404, 'not-found', `htsno: no line of ${asOf ? `${asOf.release} (in force on ${asOf.date})` : 'the schedule'} starts with ${request.htsno}`, asOf ? { asOf } : undefined);
  }
  if (found.kind === 'ambiguous') return ambiguousLine(found, `htsno: ${found.total} lines start with ${request.htsno}; send one of them`);

  let origin: EstimateOrigin | undefined;
  if (request.countryOfOrigin !== undefined) {
    const country = findCountry((await deps.reference()).countries, request.countryOfOrigin);
    if (!country) {
      return badRequest([{ field: 'countryOfOrigin', message: 'unknown country: send an ISO alpha-2 code, a Schedule C code or a name (see /v1/countries)' }]);
    }
    origin = toOrigin(country);
  }

  const shipment = readShipment(request);
  if (!shipment.ok) return badRequest([{ field: shipment.error.field, message: shipment.error.message }]);
  const customsValue = fromNumber(request.customsValueUsd);
  if (!customsValue.ok) return badRequest([{ field: 'customsValueUsd', message: 'must be a finite number' }]);

  // The candidates' texts come from chapter 99's chunk, read only when the line names a heading.
  const chapter99 = found.line.chapter99.length > 0 ? await store.chapter('99') : undefined;
  // How each was linked (a footnote of the line or of an ancestor, in the line's chapter) and whom its text
  // limits it to ("articles the product of China", names resolved through the countries data).
  const ownChapter = chapter99 ? await store.chapter(found.line.chapter) : undefined;
  const countries = chapter99 ? (await deps.reference()).countries : [];
  const estimate = estimateDuty({
    line: found.line,
    shipment: shipment.value,
    customsValue: customsValue.value,
    ...(origin ? { origin } : {}),
    ...(request.column2 !== undefined ? { column2: request.column2 } : {}),
    chapter99: (heading) => {
      const line = chapter99?.get(heading.replaceAll('.', ''));
      return line ? { heading: line.htsno, description: line.description, descriptionPath: line.descriptionPath, rate: line.general.text } : undefined;
    },
    lineByDigits: (digits) => ownChapter?.get(digits),
    countryCode: countryCodes(countries),
  });
  return { kind: 'json', status: 200, cache: 'no-store', body: asOf ? { ...estimate, asOf } : estimate };
};

/** Reads at most `limit` bytes of the body; null when it is longer. */
export const readLimited = async (request: Request, limit: number): Promise<Uint8Array | null> => {
  const length = request.headers.get('content-length');
  const declared = Number(length ?? '0');
  if (declared > limit) return null;
  // A declared length within the limit bounds the body (the HTTP parser holds the sender to it), so it is read in
  // one piece, the cheap way; only a body of unknown length (chunked) is streamed and counted.
  if (length !== null && /^\d+$/.test(length.trim())) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limit ? null : bytes;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

/** POST /v1/duty-estimate (docs/CONTRACT.md 2.4, 2.5, part 4 rule 6). A refusal to price is a 200, never an error. */
export const postDutyEstimate: Handler = async (ctx) => {
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return problem(415, 'unsupported-media-type', 'Send the request as JSON with Content-Type: application/json');
  }
  if ([...ctx.url.searchParams.keys()].length > 0) {
    return badRequest([{ field: 'query', message: 'this endpoint takes no query parameters; send everything in the JSON body' }]);
  }
  const bytes = await readLimited(ctx.request, MAX_BODY_BYTES);
  if (bytes === null) return problem(413, 'payload-too-large', `The body may be at most ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return badRequest([{ field: '(body)', message: 'not valid UTF-8 JSON' }]);
  }
  return estimateFromBody(ctx.deps, body, { caller: ctx.caller });
};
