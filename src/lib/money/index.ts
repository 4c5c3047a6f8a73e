/** Exact decimal arithmetic for duties and quantities: bigint units + scale. */
export * from './exact-decimal.ts';
export { parseDecimal } from './parse-decimal.ts';
export { fromNumber } from './from-number.ts';
export { add, sum } from './add.ts';
export { subtract, negate, abs } from './subtract.ts';
export { multiply } from './multiply.ts';
export { compare, equals, max, min } from './compare.ts';
export { roundHalfUp, needsRounding } from './round-half-up.ts';
export { divideHalfUp } from './divide-half-up.ts';
export { toFixedString, toPlainString, toGroupedString } from './format-decimal.ts';
export { toJsonNumber } from './to-json-number.ts';
export { ratio, ratioOf, addRatio, scaleRatio, compareRatio, roundRatioHalfUp, ratioNeedsRounding, ratioToDecimal, type Ratio } from './ratio.ts';
