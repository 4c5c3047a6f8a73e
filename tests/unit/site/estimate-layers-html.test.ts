/**
 * The layers beside the duty as the estimate page shows them (server and browser alike), on estimates the
 * estimate use case answers over the fixture app's data: a bar per layer marked "not applied" (a fee "beside the
 * duty": it is owed, just never part of the duty), programme options
 * with their working, the general rate beside column 2, chapter 99 amounts in scope first and other origins apart,
 * and the entry fees with their sources.
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/app/estimate.ts';
import type { DutyEstimate } from '../../../src/lib/schema/duty-estimate.ts';
import { estimateResultHtml } from '../../../src/lib/site/estimate-result-html.ts';
import { fixtureDeps } from '../../support/fixture-deps.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const answer = async (body: Record<string, unknown>): Promise<DutyEstimate> => {
  const r = await estimate(fixtureDeps(), body);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const WINE = { htsno: '2204.21.50.05', litres: 750, asOf: '2026-07-01' };

describe('the layers of an estimate as HTML', () => {
  it('a bar per layer, the duty first, each fee marked "beside the duty" and every other layer "not applied"', async () => {
    const html = estimateResultHtml(await answer({ ...WINE, customsValueUsd: 500000, countryOfOrigin: 'CN', modeOfTransport: 'vessel' }));
    const bars = [...html.matchAll(/<li class="layer( layer-duty)?">(.*?)<\/li>/g)].map((m) => ({ duty: m[1] !== undefined, text: text(m[2]!).trim() }));
    expect(bars[0]).toEqual({ duty: true, text: 'Duty (general rate) $47.25' });
    // 25% x 500,000.00; the MPF at its FY2026 maximum; 0.125% x 500,000.00
    expect(bars.map((b) => b.text)).toEqual(expect.arrayContaining(['9903.88.03 would add $125,000.00 not applied', 'Merchandise processing fee $651.50 beside the duty', 'Harbor maintenance fee $625.00 beside the duty']));
    for (const b of bars.slice(1)) expect(b.text).toMatch(/ fee .*beside the duty$|not applied$/);
    // By vessel the HMF is due: nothing about it says "not applied".
    expect(text(html.slice(html.indexOf('<h3>Entry fees</h3>')))).toMatch(/Harbor maintenance fee \(HMF\), 0\.125%: \$625\.00 beside the duty/);
    expect(text(html)).not.toMatch(/fee[^$]*\$[\d,.]+ not applied/);
    // the largest layer fills its track; the rest are scaled to it
    expect(html).toContain('<rect class="layer-bar" width="100.0" height="10"></rect>');
    expect(html).not.toMatch(/style="/);
  });

  it('a French origin: 9903.88.03 under "do not apply", for other origins; the fees with their fiscal year and sources', async () => {
    const html = estimateResultHtml(await answer({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'FR' }));
    const applies = text(html.slice(html.indexOf('<h4 id="applies-heading">'), html.indexOf('<h4 id="not-heading">')));
    const not = text(html.slice(html.indexOf('<h4 id="not-heading">')));
    expect(applies).toContain('9903.03.01 applies');
    expect(applies).not.toContain('9903.88.03');
    expect(not).toContain('9903.88.03 other origins : reaches articles of CN only');
    expect(text(html)).toContain('Merchandise processing fee (MPF), 0.3464% (fiscal year 2026, minimum $33.58, maximum $651.50): $33.58 beside the duty');
    expect(text(html)).toMatch(/Harbor maintenance fee \(HMF\), 0\.125%: no amount: .*vessel/);
    expect(html).toContain('90 FR 34665');
  });

  it('without statuses (no law read), every heading with what it would add, other origins apart', async () => {
    const estimate = await answer({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'FR' });
    const bare = { ...estimate, chapter99Candidates: estimate.chapter99Candidates.map(({ status: _s, statusBecause: _b, statusSource: _src, ...c }) => c) };
    const html = estimateResultHtml(bare as DutyEstimate);
    const other = html.slice(html.indexOf('<h4>For other origins</h4>'));
    expect(html).toContain('<h4>For other origins</h4>');
    expect(text(other)).toContain('For origins CN: not yours');
  });

  it('a Chinese wine after note 52 began: its China heading, of a later release, would add 12.5% from the rate content/chapter99 quotes', async () => {
    const html = estimateResultHtml(await answer({ ...WINE, asOf: '2026-08-03', customsValueUsd: 5000, countryOfOrigin: 'CN' }));
    expect(text(html)).toContain('9903.05.31 would add $625.00 not applied');
    // The IEEPA headings ended in law before the entry date: no bar says what they would add.
    for (const ended of ['9903.01.20', '9903.01.24', '9903.01.25']) expect(text(html)).not.toContain(`${ended} would add`);
    expect(text(html)).toContain('Rate “The duty provided in the applicable subheading + 12.5%”: the heading');
    expect(text(html)).toContain('s rate as published after the schedule read, quoted in content/chapter99 (U.S. note 52(a)');
  });

  it('Chile\'s CL option with its working; Russia\'s column 2 duty with the general rate\'s amount beside it', async () => {
    const chile = text(estimateResultHtml(await answer({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'CL' })));
    expect(chile).toMatch(/CL\s+Free\s+free\s+\$0\.00 Working/);
    const russia = text(estimateResultHtml(await answer({ ...WINE, customsValueUsd: 5000, countryOfOrigin: 'RU' })));
    expect(russia).toMatch(/At the general rate \(6\.3¢\/liter\), with normal trade relations: \$47\.25 \. Not applied\./);
    expect(russia).toContain('General rate instead (normal trade relations) $47.25 not applied');
  });

  it('a Chinese laptop on 2026-07-01: the IEEPA headings ended, each with its last day; Annex I\'s exemption applies', async () => {
    const html = text(estimateResultHtml(await answer({ htsno: '8471.30.01.00', customsValueUsd: 10000, countryOfOrigin: 'CN', asOf: '2026-07-01' })));
    expect(html).toContain('9903.01.24 ended : ended: in force for entries through 2026-02-23; this entry is dated 2026-07-01');
    expect(html).toContain('9903.03.03 applies : Products listed in U.S. note 2(aa)(ii)');
    expect(html).toContain('its text covers “articles the product of China and Hong Kong”, with no footnote on the line');
  });
});
