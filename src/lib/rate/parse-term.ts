import type { RateTerm, SpecificTerm } from '../schema/rate.ts';
import { canonicalUnit } from '../units/canonical-unit.ts';
import { canonicalDecimal, mixedToPercent, shiftDecimal } from './decimal-text.ts';

/**
 * How a basis may start. A specific term keeps its connector ("on drained
 * weight", "of total sugars", "over 7"); "pins" is the one bare noun the
 * schedule writes after a unit ("10¢/1,000 pins"). Anything else after a unit
 * is not understood, so the term is not read at all.
 */
const SPECIFIC_BASIS = /^(?:(?:on|of|over|including)\s+\S.*|pins)$/;

const MONEY = /^(?:\$\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?¢)/;
const PERCENT = /^(?:(?:(\d+) )?(\d+)\/(\d+)|(\d+(?:\.\d+)?))\s?%/;

/** The money amount at the start of `text` in USD, and what follows it. */
const readMoney = (text: string): { usd: string; rest: string } | null => {
  const m = MONEY.exec(text);
  if (m === null) return null;
  const usd = m[1] !== undefined ? canonicalDecimal(m[1]) : shiftDecimal(m[2] ?? '', -2);
  return { usd, rest: text.slice(m[0].length) };
};

/** The unit after "/" (longest of up to three words), and what follows it. */
const readUnit = (text: string): { unit: SpecificTerm['unit']; rest: string } | null => {
  const words = text.split(' ');
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const last = words[n - 1] ?? '';
    const comma = last.endsWith(',');
    const spelling = [...words.slice(0, n - 1), comma ? last.slice(0, -1) : last].join(' ');
    const unit = canonicalUnit(spelling);
    if (unit !== null) return { unit, rest: words.slice(n).join(' ') };
  }
  return null;
};

const specific = (amountUsd: string, unit: SpecificTerm['unit'], basis: string): SpecificTerm | null => {
  if (basis === '') return { type: 'specific', amountUsd, unit };
  return SPECIFIC_BASIS.test(basis) ? { type: 'specific', amountUsd, unit, basis } : null;
};

/**
 * One term of a rate expression: `6.3¢/liter`, `$1.32/pf. liter`, `25¢/jewel`,
 * `$1.53 each`, `0.2¢ for each other piece or part`, `6.5%`, `33 1/3%`,
 * `4.2% on the case`, `0.8¢/kg on lead content`. Null when not understood.
 * `text` is a matching key: single spaces, trimmed.
 */
export const parseTerm = (text: string): RateTerm | null => {
  const percent = PERCENT.exec(text);
  if (percent !== null) {
    const [all, whole, numerator, denominator, decimal] = percent;
    const value = decimal !== undefined ? canonicalDecimal(decimal) : mixedToPercent(whole ?? '0', numerator ?? '', denominator ?? '');
    if (value === null) return null;
    const rest = text.slice(all.length).trim();
    if (rest === '') return { type: 'ad-valorem', percent: value };
    const basis = /^(?:on|upon)\s+(\S.*)$/.exec(rest)?.[1];
    return basis === undefined ? null : { type: 'ad-valorem', percent: value, basis };
  }
  const money = readMoney(text);
  if (money === null) return null;
  const { usd, rest } = money;
  const perUnit = /^\s?\/\s?(\S.*)$/.exec(rest);
  if (perUnit !== null) {
    const unit = readUnit(perUnit[1] ?? '');
    return unit === null ? null : specific(usd, unit.unit, unit.rest.trim());
  }
  if (/^ each$/.test(rest)) return { type: 'specific', amountUsd: usd, unit: 'each' };
  const forEach = /^ for each (\S.*)$/.exec(rest);
  if (forEach !== null) return { type: 'specific', amountUsd: usd, unit: 'each', basis: `for each ${forEach[1]}` };
  return null;
};
