import type { ContentValues } from '../chapter99/price-chapter99.ts';
import { CONTENTS } from '../chapter99/read-chapter99-rate.ts';
import { compare, fromNumber, toPlainString, type ExactDecimal } from '../money/index.ts';
import { err, ok, type Result } from '../result.ts';
import type { DutyRequest } from '../schema/duty-request.ts';

/** A declared content the request contradicts itself on: a 400 at the edge, naming `field`. */
export type ContentValueError =
  | { code: 'content-exceeds-value'; field: string; message: string }
  | { code: 'invalid-number'; field: string; message: string };

/**
 * The request's contentValuesUsd as exact decimals. A content is part of the
 * goods, so a declared value above the customs value is refused (a 400 naming
 * the field), never priced.
 */
export const readContentValues = (
  request: Pick<DutyRequest, 'contentValuesUsd'>,
  customsValue: ExactDecimal,
): Result<ContentValues | undefined, ContentValueError> => {
  const declared = request.contentValuesUsd;
  if (declared === undefined) return ok(undefined);
  const values: ContentValues = {};
  for (const content of CONTENTS) {
    const amount = declared[content];
    if (amount === undefined) continue;
    const field = `contentValuesUsd.${content}`;
    const read = fromNumber(amount);
    if (!read.ok) return err({ code: 'invalid-number', field, message: `${field} must be a finite number` });
    if (compare(read.value, customsValue) > 0) {
      return err({
        code: 'content-exceeds-value',
        field,
        message: `${field} (${toPlainString(read.value)}) is more than customsValueUsd (${toPlainString(customsValue)}): a content is part of the goods`,
      });
    }
    values[content] = read.value;
  }
  return ok(values);
};
