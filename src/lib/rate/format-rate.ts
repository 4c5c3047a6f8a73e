import type { CanonicalUnit, ParsedRate, RateTerm } from '../schema/rate.ts';
import { percentToMixed, shiftDecimal } from './decimal-text.ts';

/** How each unit is written after "/": the schedule's own spelling, one per unit. */
const UNIT_TEXT: Readonly<Record<CanonicalUnit, string>> = {
  kg: 'kg',
  liter: 'liter',
  pair: 'pr.',
  dozen: 'doz.',
  each: 'each',
  barrel: 'bbl',
  m3: 'm3',
  m2: 'm2',
  gross: 'gross',
  thousand: 'thousand',
  'clean kg': 'clean kg',
  'metric ton': 't',
  gram: 'g',
  cm3: 'cm3',
  'proof liter': 'pf. liter',
  'dozen pairs': 'doz. prs.',
  head: 'head',
  jewel: 'jewel',
  carat: 'carat',
  'linear meter': 'lin. m',
  square: 'square',
  pack: 'pack',
  'gross line': 'line/gross',
};

/** USD as the schedule writes it: under a dollar in cents ("6.3¢"), else dollars with cents ("$1.32", "$1.50", "$3"). */
export const formatUsd = (usd: string): string => {
  const [whole = '0', fraction = ''] = usd.split('.');
  if (whole === '0') return `${shiftDecimal(usd, 2)}¢`;
  return fraction === '' ? `$${whole}` : `$${whole}.${fraction.padEnd(2, '0')}`;
};

export const formatTerm = (term: RateTerm): string => {
  if (term.type === 'ad-valorem') {
    const percent = `${percentToMixed(term.percent)}%`;
    return term.basis === undefined ? percent : `${percent} on ${term.basis}`;
  }
  const amount = formatUsd(term.amountUsd);
  if (term.unit === 'each') {
    if (term.basis === undefined) return `${amount} each`;
    return term.basis.startsWith('for each ') ? `${amount} ${term.basis}` : `${amount} each ${term.basis}`;
  }
  const perUnit = `${amount}/${UNIT_TEXT[term.unit]}`;
  if (term.basis === undefined) return perUnit;
  return term.basis.startsWith('including ') ? `${perUnit}, ${term.basis}` : `${perUnit} ${term.basis}`;
};

const formatTerms = (terms: readonly RateTerm[]): string => terms.map(formatTerm).join(' + ');

/**
 * The canonical spelling of a parsed rate: one spelling per meaning, e.g.
 * "6.3¢/liter", "$1.32/pf. liter", "4.4¢/liter + 31.4¢/pf. liter", "6.5%",
 * "Free". Kinds read whole as terms (free, specific, compound, ad-valorem,
 * apportioned, sliding-scale, no-change) are written from their terms;
 * parseRate reads the result back to the same terms. The other kinds are
 * defined by words, not terms, and are written as their normalised text.
 */
export const formatRate = (parsed: ParsedRate): string => {
  switch (parsed.kind) {
    case 'free':
      return 'Free';
    case 'no-change':
      return 'No change';
    case 'specific':
    case 'compound':
    case 'ad-valorem':
    case 'apportioned': {
      const floor = parsed.floor === undefined ? '' : ` but not less than ${formatTerms(parsed.floor)}`;
      const cap = parsed.cap === undefined ? '' : ` but not more than ${formatTerms(parsed.cap)}`;
      return `${formatTerms(parsed.terms)}${floor}${cap}`;
    }
    case 'sliding-scale': {
      const { scale, floor } = parsed;
      if (scale === undefined || floor === undefined) return parsed.text;
      const base = `${formatTerms(parsed.terms)} less ${formatTerm(scale.step)} for ${scale.per}`;
      return `${base} but not less than ${formatTerms(floor)}`;
    }
    case 'cross-reference':
    case 'note-reference':
    case 'conditional-free':
    case 'additive-reference':
      return parsed.text;
  }
};
