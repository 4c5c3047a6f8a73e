/** Query parameters are documented as a client sends them: numbers and booleans typed, every range the reader enforces declared. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { queryParameterSchema } from '../../../src/lib/openapi/query-parameter.ts';
import { booleanParam, cursorParam, limitParam, MAX_LIMIT } from '../../../src/lib/query/params.ts';
import { MAX_PARAM_LENGTH, readParams } from '../../../src/lib/query/read-params.ts';
import { ChangeQuery } from '../../../src/lib/query/change-query.ts';

describe('queryParameterSchema', () => {
  it('documents limit as an integer from 1 to MAX_LIMIT with its default, which is what the reader accepts', () => {
    expect(queryParameterSchema(limitParam(20))).toEqual({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 20, description: `Page size, 1 to ${MAX_LIMIT}; default 20` });
    const Q = z.strictObject({ limit: limitParam(20) });
    expect(readParams(Q, [['limit', '1']])).toEqual({ ok: true, value: { limit: 1 } });
    expect(readParams(Q, [['limit', String(MAX_LIMIT)]])).toEqual({ ok: true, value: { limit: MAX_LIMIT } });
    expect(readParams(Q, [['limit', '0']]).ok).toBe(false);
    expect(readParams(Q, [['limit', String(MAX_LIMIT + 1)]]).ok).toBe(false);
  });

  it('documents a boolean as a boolean, without the text enum it is read from', () => {
    expect(queryParameterSchema(booleanParam.optional().describe('d'))).toEqual({ type: 'boolean', description: 'd' });
  });

  it('gives text no pattern bounds the longest value the reader accepts; keeps a pattern, an enum and a declared maxLength', () => {
    expect(queryParameterSchema(z.string().min(1).optional())).toEqual({ type: 'string', minLength: 1, maxLength: MAX_PARAM_LENGTH });
    expect(queryParameterSchema(z.string().optional().meta({ maxLength: 1500 }))).toEqual({ type: 'string', maxLength: 1500 });
    expect(queryParameterSchema(cursorParam)).toEqual({ type: 'string', pattern: '^[A-Za-z0-9_.-]{1,200}$', description: 'Opaque continuation cursor from nextCursor' });
    expect(queryParameterSchema(ChangeQuery.shape.dataset)).toMatchObject({ type: 'string', enum: ['hts', 'countries', 'notices'], default: 'hts' });
    expect(queryParameterSchema(ChangeQuery.shape.dataset)).not.toHaveProperty('maxLength');
  });
});
