/**
 * The schedule's currency on the real build: the build holds 2026 Rev 10 of 2026-06-08 and the publisher has issued
 * 2026 Revisions 11 to 21 since (content/currency/later-releases.json). /healthz, /v1/version and the release say so;
 * a line today, a line as of a date past Rev 10 (or in the future) and a line's history say the build is incomplete
 * for that date and name the later chapter 99 actions that may reach it (priced only where pricedBy says); a date the build covers says
 * nothing. Through the built function, with its static answers read as the deploy serves them, and on the pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../src/data/paths.ts';
import { ScheduleCurrency } from '../../src/lib/schema/schedule-currency.ts';
import { callBuilt } from '../support/app.ts';

const get = async (path: string, init?: RequestInit) => {
  const res = await callBuilt(path, init);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
};
const LATER = ['2026HTSRev11', '2026HTSRev12', '2026HTSRev13', '2026HTSRev14', '2026HTSRev15', '2026HTSRev16', '2026HTSRev17', '2026HTSRev18', '2026HTSRev19', '2026HTSRev20', '2026HTSRev21'];

describe('the schedule\'s currency', () => {
  it('/healthz names the release built, its date and the eleven releases since', async () => {
    const body = await get('/healthz');
    const c = ScheduleCurrency.parse(body.scheduleCurrency);
    expect(c).toMatchObject({ release: '2026HTSRev10', publishedOn: '2026-06-08' });
    expect(c.laterReleases.map((r) => r.release)).toEqual(LATER);
    expect(c.laterReleases.at(-1)).toEqual({ release: '2026HTSRev21', publishedOn: '2026-10-09' });
    expect(c).toHaveProperty('publisherCheckedOn');
  });

  it('the static /v1/version and /v1/tariffs/release answers say the same', () => {
    for (const file of ['version', 'tariffs-release']) {
      const body = JSON.parse(readFileSync(join(DIST_DIR, 'api', 'v1', 'answers', `${file}.json`), 'utf8')) as { scheduleCurrency: unknown };
      expect(ScheduleCurrency.parse(body.scheduleCurrency).laterReleases.map((r) => r.release), file).toEqual(LATER);
    }
  });

  it('a line today is incomplete: a Brazilian T-shirt line names Section 301 Brazil and note 52 among the later actions', async () => {
    const body = await get('/v1/tariffs/6109.10.00.12');
    const c = ScheduleCurrency.parse(body.scheduleCurrency);
    expect(c.complete).toBe(false);
    expect(c.asOfDate).toBe(new Date().toISOString().slice(0, 10));
    const headings = c.laterActions!.map((a) => a.headings);
    // No origin on a line: every origin-wide action is named, the Brazil one among them.
    expect(headings).toEqual(expect.arrayContaining(['9903.05.01-9903.05.09', '9903.05.20-9903.05.84']));
    // Product-bound actions are named only for their goods: no pharmaceuticals on a T-shirt.
    expect(headings).not.toContain('9903.04.60-9903.04.69');
  });

  it('a Brazilian T-shirt entered today is told of 9903.05.01 (Section 301 Brazil, from 2026-07-22) as a later action the law data prices', async () => {
    const body = { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'BR' };
    const res = await callBuilt('/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      scheduleCurrency: unknown;
      chapter99Candidates: { heading: string; description: string | null; rate: string | null; rateSource?: string; status?: string; ifApplied: { additionalDutyUsd: number | null; refusal?: { code: string } } }[];
    };
    const c = ScheduleCurrency.parse(answer.scheduleCurrency);
    expect(c).toMatchObject({ complete: false, asOfDate: new Date().toISOString().slice(0, 10) });
    const brazil = c.laterActions!.find((a) => a.headings.startsWith('9903.05.01'));
    expect(brazil).toMatchObject({ from: '2026-07-22', pricedBy: 'section-301-brazil' });
    expect(brazil!.why).toContain('it reaches products of BR');
    // A candidate from content/chapter99, applying; the build's schedule holds no text of it, and its rate is the one
    // content/chapter99 quotes as published (2026 Rev 12), which prices what it would add, as the stacked total does.
    const candidate = answer.chapter99Candidates.find((x) => x.heading === '9903.05.01');
    expect(candidate).toMatchObject({ status: 'applies', description: null, rate: 'The duty provided in the applicable subheading + 25%', ifApplied: { additionalDutyUsd: 2500, applicable: true } });
    expect(candidate!.rateSource).toContain('U.S. note 50(a)(i)');
    const stacked = await callBuilt('/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, stack: {} }) });
    const applied = ((await stacked.json()) as { stacked: { applied: { heading: string; amountUsd: number }[] } }).stacked.applied;
    expect(applied.find((a) => a.heading === '9903.05.01')?.amountUsd).toBe(candidate!.ifApplied.additionalDutyUsd);
  });

  it('a Chinese laptop today: China\'s note 52 heading is priced from its published rate; an exemption whose rate the law data does not quote stays unknown', async () => {
    const body = { htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN' };
    const res = await callBuilt('/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { chapter99Candidates: { heading: string; rate: string | null; rateSource?: string; ifApplied: { additionalDutyUsd: number | null; refusal?: { code: string } } }[] };
    const china = answer.chapter99Candidates.find((x) => x.heading === '9903.05.31');
    expect(china).toMatchObject({ rate: 'The duty provided in the applicable subheading + 12.5%', ifApplied: { additionalDutyUsd: 1250 } });
    const civilAircraft = answer.chapter99Candidates.find((x) => x.heading === '9903.05.88');
    expect(civilAircraft).toMatchObject({ rate: null, ifApplied: { additionalDutyUsd: null, refusal: { code: 'heading-not-found' } } });
    expect(civilAircraft).not.toHaveProperty('rateSource');
  });

  it('a Canadian T-shirt entered today is told of Section 338 (9903.03.12-9903.03.16), whose lists may hold any product of Canada, never priced', async () => {
    const body = { htsno: '6109.10.00.12', customsValueUsd: 10000, countryOfOrigin: 'CA', stack: {} };
    const res = await callBuilt('/v1/duty-estimate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { stacked: { laterActions: { headings: string; pricedBy?: string; rate: string }[] } };
    const canada = answer.stacked.laterActions.find((a) => a.headings === '9903.03.12-9903.03.16');
    expect(canada).toBeDefined();
    expect(canada).not.toHaveProperty('pricedBy');
    expect(canada!.rate).toContain('may not be imported at all');
  });

  it('a line as of a date the build covers says nothing; as of a date past it, or in the future, it warns', async () => {
    // Dates within the anonymous plan's year.
    const covered = await get('/v1/tariffs/3004.90.92.03?asOf=2026-06-15');
    expect(covered).not.toHaveProperty('scheduleCurrency');
    const past = await get('/v1/tariffs/3004.90.92.03?asOf=2026-08-01');
    expect(ScheduleCurrency.parse(past.scheduleCurrency)).toMatchObject({ complete: false, asOfDate: '2026-08-01' });
    expect(ScheduleCurrency.parse(past.scheduleCurrency).laterActions!.map((a) => a.headings)).toContain('9903.04.60-9903.04.69');
    // Note 40(c) lists chapter 29 ingredients beside the medicaments of chapter 30.
    const ingredient = await get('/v1/tariffs/2941.10.10.00?asOf=2026-08-01');
    expect(ScheduleCurrency.parse(ingredient.scheduleCurrency).laterActions!.map((a) => a.headings)).toContain('9903.04.60-9903.04.69');
    const future = await get('/v1/tariffs/3004.90.92.03?asOf=2027-03-01');
    expect(ScheduleCurrency.parse(future.scheduleCurrency)).toMatchObject({ complete: false, asOfDate: '2027-03-01' });
  });

  it('a line\'s history runs to today: it says the build stops at 2026 Rev 10', async () => {
    const body = await get('/v1/tariffs/6109.10.00.12/history');
    expect(ScheduleCurrency.parse(body.scheduleCurrency)).toMatchObject({ release: '2026HTSRev10', complete: false });
  });

  it('every page carries the banner: "This schedule is 2026 Rev 10 of 2026-06-08; the publisher has issued 11 revisions since"', () => {
    for (const page of ['index.html', 'chapters/index.html', 'changes/index.html', 'api/index.html']) {
      const html = readFileSync(join(DIST_DIR, page), 'utf8');
      expect(html, page).toContain('This schedule is 2026 Rev 10 of 2026-06-08; the publisher has issued 11 revisions since');
    }
  });
});
