import { normalise, type ExactDecimal } from './exact-decimal.ts';

/** Digits at the value's own scale: {65176n, 2} -> "651.76", {5n, 0} -> "5". */
export const toFixedString = (value: ExactDecimal): string => {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString();
  const sign = negative ? '-' : '';
  if (value.scale === 0) return sign + digits;
  const padded = digits.padStart(value.scale + 1, '0');
  const cut = padded.length - value.scale;
  return `${sign}${padded.slice(0, cut)}.${padded.slice(cut)}`;
};

/** Shortest exact plain form, no trailing zeros: 750.000 -> "750", 0.0630 -> "0.063". */
export const toPlainString = (value: ExactDecimal): string => toFixedString(normalise(value));

/** Fixed string with thousands separators for the working: 10027.00 -> "10,027.00". */
export const toGroupedString = (value: ExactDecimal): string => {
  const text = toFixedString(value);
  const dot = text.indexOf('.');
  const start = text.startsWith('-') ? 1 : 0;
  const end = dot === -1 ? text.length : dot;
  let whole = text.slice(start, end);
  for (let i = whole.length - 3; i > 0; i -= 3) whole = `${whole.slice(0, i)},${whole.slice(i)}`;
  return text.slice(0, start) + whole + text.slice(end);
};
