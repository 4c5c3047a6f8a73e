import { describe, expect, it } from 'vitest';
import { DutyRequest } from '../../../src/lib/schema/duty-request.ts';
import { asOfRefusal, formQuery, readEstimateForm, readNumber, toDutyRequest } from '../../../src/lib/site/estimate-form.ts';

const form = (query: string) => readEstimateForm(new URLSearchParams(query));

describe('the estimate form', () => {
  it('reads the GET query into the JSON body POST /v1/duty-estimate takes', () => {
    const { values, submitted } = form('htsno=2204.21.50.05&value=3%2C000&quantity=750&unit=liter&abv=12.5&origin=FR&column2=on');
    expect(submitted).toBe(true);
    const request = toDutyRequest(values);
    expect(request).toEqual({
      ok: true,
      body: { htsno: '2204.21.50.05', customsValueUsd: 3000, quantity: 750, quantityUnit: 'liter', alcoholByVolume: 12.5, countryOfOrigin: 'FR', column2: true, stack: {} },
    });
    if (request.ok) expect(DutyRequest.safeParse(request.body).success).toBe(true);
  });

  it('leaves out what the form leaves empty: a unit without a quantity is not a quantity', () => {
    expect(toDutyRequest(form('htsno=2204215005&value=10&quantity=&unit=liter&abv=&origin=').values)).toEqual({
      ok: true,
      body: { htsno: '2204215005', customsValueUsd: 10 },
    });
  });

  it('names each field a form can get wrong', () => {
    expect(toDutyRequest(form('htsno=&value=lots&quantity=7x&abv=140').values)).toEqual({
      ok: false,
      errors: {
        htsno: expect.stringContaining('tariff number'),
        value: expect.stringContaining('number'),
        quantity: expect.stringContaining('number'),
        abv: expect.stringContaining('0 to 100'),
      },
    });
    expect(toDutyRequest(form('htsno=2204&value=1&quantity=3').values)).toEqual({ ok: false, errors: { unit: expect.stringContaining('unit') } });
  });

  it('is not submitted until the form is sent', () => {
    expect(form('').submitted).toBe(false);
  });

  it('reads plain, grouped and dollar-signed numbers only', () => {
    expect([readNumber('750'), readNumber('3,000.50'), readNumber('$12'), readNumber('.5')]).toEqual([750, 3000.5, 12, 0.5]);
    expect([readNumber('-1'), readNumber('1e3'), readNumber('twelve'), readNumber('')]).toEqual([null, null, null, null]);
  });

  it('writes a shareable query with the same field names', () => {
    const values = form('htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&column2=on').values;
    expect(formQuery(values)).toBe('htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&column2=on');
    expect(form(formQuery(values)).values).toEqual(values);
  });
});

describe('the estimate form, as of a date', () => {
  it('sends the entry date as asOf, and keeps it in the shareable query', () => {
    const { values } = form('htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&asOf=2026-02-01');
    expect(values.asOf).toBe('2026-02-01');
    const request = toDutyRequest(values);
    expect(request).toEqual({ ok: true, body: { htsno: '2204.21.50.05', customsValueUsd: 3000, quantity: 750, quantityUnit: 'liter', asOf: '2026-02-01' } });
    if (request.ok) expect(DutyRequest.safeParse(request.body).success).toBe(true);
    expect(formQuery(values)).toBe('htsno=2204.21.50.05&value=3000&quantity=750&unit=liter&asOf=2026-02-01');
    expect(toDutyRequest(form('htsno=2204&value=1&asOf=').values)).toEqual({ ok: true, body: { htsno: '2204', customsValueUsd: 1 } });
  });

  it('names a date that is not YYYY-MM-DD next to its field', () => {
    expect(toDutyRequest(form('htsno=2204&value=1&asOf=1/2/2026').values)).toEqual({ ok: false, errors: { asOf: expect.stringContaining('YYYY-MM-DD') } });
  });

  it('says why a date was refused: before the archive or beyond the history window', () => {
    expect(asOfRefusal({ reason: 'before-archive', retentionStartedOn: '2025-01-01' })).toBe(
      'Too early: the archive of the schedule starts on 2025-01-01 and holds no revision before it. Enter a date on or after 2025-01-01.',
    );
    expect(asOfRefusal({ reason: 'beyond-window', window: { historyDays: 365, oldestSince: '2025-11-23' } })).toBe(
      'Beyond the history window: without an API key an estimate reaches back 365 days, to 2025-11-23. Enter a later date, or call the API with a plan that reaches further (see /v1/plans).',
    );
  });
});
