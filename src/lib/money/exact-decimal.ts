/**
 * An exact decimal number: `units / 10^scale`, with `units` a bigint and
 * `scale` a small non-negative integer (the model is dinero.js). Every money
 * and quantity computation in the estimator uses this, never a binary float.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

export type DecimalError =
  | { code: 'not-a-decimal'; text: string }
  | { code: 'not-finite'; value: number };

const POWERS: bigint[] = [1n];

/** 10^n as a bigint; the table grows on demand so the hot path never recomputes it. */
export const pow10 = (n: number): bigint => {
  while (POWERS.length <= n) POWERS.push(POWERS[POWERS.length - 1]! * 10n);
  return POWERS[n]!;
};

export const exactDecimal = (units: bigint, scale = 0): ExactDecimal => {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`scale must be a non-negative integer, got ${scale}`);
  return { units, scale };
};

export const ZERO: ExactDecimal = { units: 0n, scale: 0 };
export const ONE: ExactDecimal = { units: 1n, scale: 0 };

/** The same value at a larger scale (more trailing zeros); never loses digits. */
export const rescale = (value: ExactDecimal, scale: number): ExactDecimal => {
  if (scale < value.scale) throw new RangeError(`cannot rescale ${value.scale} down to ${scale} without rounding`);
  return scale === value.scale ? value : { units: value.units * pow10(scale - value.scale), scale };
};

/** Drops trailing zeros so scales do not grow through chains of multiplications. */
export const normalise = (value: ExactDecimal): ExactDecimal => {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale === value.scale ? value : { units, scale };
};

export const isZero = (value: ExactDecimal): boolean => value.units === 0n;
export const isNegative = (value: ExactDecimal): boolean => value.units < 0n;
