import { formatUsd } from '../money/format-amounts.ts';
import { priceRate, sumRate, type Priced } from '../pricing/price-rate.ts';
import type { Shipment } from '../pricing/read-shipment.ts';
import { compare, subtract, toFixedString, toJsonNumber, type ExactDecimal } from '../money/index.ts';
import type { Chapter99IfApplied, Chapter99Refusal } from '../schema/duty-chapter99.ts';
import type { CanonicalUnit, ParsedRate, RateTerm } from '../schema/rate.ts';
import type { Chapter99RateEffect, Content } from './read-chapter99-rate.ts';

/** Declared values of parts of the goods (contentValuesUsd), exact. */
export type ContentValues = Partial<Record<Content, ExactDecimal>>;

/** What pricing a heading needs from the estimate: the shipment, its values, and the line's own duty in the column used. */
export interface Chapter99Pricing {
  lineDigits: string;
  shipment: Shipment;
  customsValue: ExactDecimal;
  contentValues?: ContentValues;
  /** The line's own duty (dutyUsd) as priced, or its refusal. */
  lineDuty: Priced;
}

const CONTENT_WORDS: Record<Content, string> = { steel: 'steel', aluminum: 'aluminum', copper: 'copper', nonUs: 'non-U.S.' };

const refused = (
  base: Pick<Chapter99IfApplied, 'effect' | 'rate'>,
  refusal: Chapter99Refusal,
  reason: string,
  extra: { requiredUnit?: CanonicalUnit; working?: Chapter99IfApplied['working']; dutyUsdInstead?: number | null } = {},
): Chapter99IfApplied => ({
  ...base,
  additionalDutyUsd: null,
  applicable: false,
  working: extra.working ?? [],
  ...(extra.dutyUsdInstead === undefined ? {} : { dutyUsdInstead: extra.dutyUsdInstead }),
  notApplicableBecause: reason,
  ...(refusal.missing ? { requiredInput: refusal.missing } : {}),
  ...(extra.requiredUnit === undefined ? {} : { requiredUnit: extra.requiredUnit }),
  refusal,
});

/** Terms added to the line's duty, priced as a rate of their own; 0 is an amount here (it means "adds nothing"). */
const addTerms = (
  base: Pick<Chapter99IfApplied, 'effect' | 'rate'>,
  terms: RateTerm[],
  text: string,
  pricing: Chapter99Pricing,
  value: { value: ExactDecimal; label?: string },
): Chapter99IfApplied => {
  const rate: ParsedRate = { text, kind: terms.length > 1 ? 'compound' : terms[0]!.type === 'ad-valorem' ? 'ad-valorem' : 'specific', terms };
  const summed = sumRate(rate, pricing.shipment, value);
  if (!summed.ok) {
    const { refusal, reason, requiredUnit } = summed.blocker;
    return refused(
      base,
      { code: 'rate-refused', rateRefusal: refusal, ...(refusal.missing ? { missing: refusal.missing } : {}) },
      `the heading's rate "${text}" cannot be priced for this shipment: ${reason}`,
      requiredUnit === undefined ? {} : { requiredUnit },
    );
  }
  return { ...base, additionalDutyUsd: toJsonNumber(summed.duty), applicable: true, working: summed.working };
};

/**
 * What a chapter 99 heading would add to the line's duty if it applied, with
 * its working, or why it cannot be said. Computed beside dutyUsd, never added
 * to it. `rate` is the heading's rate as published (null: the heading is not
 * in the schedule, and `effect` is then unknown).
 */
export const priceChapter99 = (rate: string | null, effect: Chapter99RateEffect | null, pricing: Chapter99Pricing): Chapter99IfApplied => {
  const read = settled(rate, effect, pricing.lineDigits);
  if ('ifApplied' in read) return read.ifApplied;
  const { rate: text, onShipment: e } = read;
  switch (e.effect) {
    case 'adds':
      return addTerms({ effect: 'adds', rate: text }, e.terms, text, pricing, { value: pricing.customsValue });
    case 'adds-on-content': {
      const field = `contentValuesUsd.${e.content}`;
      const words = `the value of the ${CONTENT_WORDS[e.content]} content`;
      const declared = pricing.contentValues?.[e.content];
      if (declared === undefined) {
        return refused(
          { effect: 'adds', rate: text },
          { code: 'content-value-missing', missing: [field] },
          `the heading's rate "${text}" is assessed upon ${words}; send ${field}, the declared value of that content (the estimator does not guess it)`,
        );
      }
      if (compare(declared, pricing.customsValue) > 0) {
        return refused(
          { effect: 'adds', rate: text },
          { code: 'content-value-exceeds', missing: [field] },
          `${field} (${toFixedString(declared)}) is more than the customs value (${toFixedString(pricing.customsValue)}); a content is part of the goods`,
        );
      }
      return addTerms({ effect: 'adds', rate: text }, [{ type: 'ad-valorem', percent: e.percent }], text, pricing, { value: declared, label: `(${field}, ${words})` });
    }
    case 'replaces':
      return replaces(text, e.rate, pricing);
  }
};

/**
 * What a heading would add when that does not depend on the shipment (its amounts, values and contents): the heading
 * not in the schedule, a line outside the subheadings it names, a heading that adds nothing, states no rate or cannot
 * be read. Undefined when it must be priced on the shipment. A batch reads it once per line and heading
 * (chapter99-candidates.ts), so every line there shares the one answer.
 */
export const fixedChapter99 = (rate: string | null, effect: Chapter99RateEffect | null, lineDigits: string): Chapter99IfApplied | undefined => {
  const read = settled(rate, effect, lineDigits);
  return 'ifApplied' in read ? read.ifApplied : undefined;
};

/** The answer when the shipment does not matter, else the rate and the effect to price on it. */
const settled = (
  rate: string | null,
  effect: Chapter99RateEffect | null,
  lineDigits: string,
): { ifApplied: Chapter99IfApplied } | { rate: string; onShipment: Extract<Chapter99RateEffect, { effect: 'adds' | 'adds-on-content' | 'replaces' }> } => {
  const answer = (ifApplied: Chapter99IfApplied) => ({ ifApplied });
  if (rate === null || effect === null) {
    return answer(refused({ effect: 'unknown', rate: null }, { code: 'heading-not-found' }, 'the heading is not in the schedule the estimate was read from, so its rate is unknown'));
  }
  const onNamed = 'onSubheadings' in effect ? effect.onSubheadings : null;
  if (onNamed !== null && !onNamed.some((d) => lineDigits.startsWith(d))) {
    return answer(
      refused(
        { effect: 'adds', rate },
        { code: 'not-in-named-subheadings' },
        `the heading's rate "${rate}" adds to the duty of the subheadings it names, and this line is not under any of them`,
      ),
    );
  }
  switch (effect.effect) {
    case 'adds':
    case 'adds-on-content':
    case 'replaces':
      return { rate, onShipment: effect };
    case 'adds-nothing':
      return answer({
        effect: 'adds-nothing',
        rate,
        additionalDutyUsd: 0,
        applicable: true,
        working: [
          {
            basis:
              effect.because === 'no-change'
                ? `"${rate}": the heading leaves the line's duty unchanged (a carve-out or a quota heading), adds nothing`
                : `"${rate}" with nothing added: an exclusion or carve-out heading, adds nothing to the line's duty`,
            amountUsd: 0,
          },
        ],
      });
    case 'no-rate':
      return answer(refused({ effect: 'no-rate', rate }, { code: 'no-rate' }, 'the heading carries no rate (a quota or a reporting heading), so it states no amount'));
    case 'unknown':
      return answer(refused({ effect: 'unknown', rate }, { code: 'rate-unreadable' }, `the heading's rate "${rate}" cannot be priced: ${effect.why}; it is reported, never guessed`));
  }
};

/**
 * A rate that applies instead of the line's (the chapter 99 notes put it in place of the rate of the line): the
 * duty at that rate, and what it would add to dutyUsd (instead - dutyUsd, negative when it is lower).
 */
const replaces = (text: string, rate: ParsedRate, pricing: Chapter99Pricing): Chapter99IfApplied => {
  const base = { effect: 'replaces' as const, rate: text };
  const instead = priceRate(rate, rate.text, pricing.shipment, pricing.customsValue);
  if (!instead.ok) {
    return refused(
      base,
      { code: 'rate-refused', rateRefusal: instead.refusal, ...(instead.refusal.missing ? { missing: instead.refusal.missing } : {}) },
      `the heading's rate "${text}", which applies instead of the line's, is not priced: ${instead.reason}`,
      { dutyUsdInstead: null, working: instead.working, ...(instead.requiredUnit === undefined ? {} : { requiredUnit: instead.requiredUnit }) },
    );
  }
  const dutyUsdInstead = toJsonNumber(instead.duty);
  const line = pricing.lineDuty;
  if (!line.ok) {
    return refused(
      base,
      { code: 'line-duty-refused', rateRefusal: line.refusal, ...(line.refusal.missing ? { missing: line.refusal.missing } : {}) },
      `the heading's rate "${text}" applies instead of the line's and would come to ${formatUsd(instead.duty)}, but the line's own duty was not priced (${line.reason}), so what it adds to dutyUsd is unknown`,
      { dutyUsdInstead, working: instead.working },
    );
  }
  const added = subtract(instead.duty, line.duty);
  return {
    ...base,
    additionalDutyUsd: toJsonNumber(added),
    applicable: true,
    working: [
      ...instead.working,
      { basis: `"${text}" applies instead of the line's rate: ${formatUsd(instead.duty)} in place of dutyUsd ${formatUsd(line.duty)}`, amountUsd: dutyUsdInstead },
      { basis: `what it would add to dutyUsd: ${formatUsd(instead.duty)} - ${formatUsd(line.duty)}`, amountUsd: toJsonNumber(added) },
    ],
    dutyUsdInstead,
  };
};
