import { describe, expect, it } from 'vitest';
import { DutyRequest } from '../../../src/lib/schema/duty-request.ts';
import { formQuery, readEstimateForm, readNumber, toDutyRequest } from '../../../src/lib/site/estimate-form.ts';

const form = (query: string) => readEstimateForm(new URLSearchParams(query));

describe('the estimate form', () => {
  it('reads the GET query into the JSON body POST /v1/duty-estimate takes', () => {
    const { values, submitted } = form('htsno=2204.21.50.05&value=3%2C000&quantity=750&unit=liter&abv=12.5&origin=FR&column2=on');
    expect(submitted).toBe(true);
    const request = toDutyRequest(values);
    expect(request).toEqual({
      ok: true,
      body: { htsno: '2204.21.50.05', customsValueUsd: 3000, quantity: 750, quantityUnit: 'liter', alcoholByVolume: 12.5, countryOfOrigin: 'FR', column2: true },
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
