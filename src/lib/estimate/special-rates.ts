import type { ExactDecimal } from '../money/index.ts';
import type { EstimateOrigin, Programme, SpecialRateOffer } from '../schema/duty-estimate.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { priceRate } from '../pricing/price-rate.ts';
import { pricedAmount } from './priced-amount.ts';
import type { Shipment } from '../pricing/read-shipment.ts';

/**
 * The special-column rate groups the origin may claim, each priced for this
 * shipment where it can be, with the working and the refusal exactly as the
 * duty of a line with that rate would show them. Offered only, never applied:
 * the goods must also qualify under the programme's rules of origin.
 */
export const specialRatesAvailable = (
  line: TariffLine,
  origin: EstimateOrigin,
  shipment: Shipment,
  customsValue: ExactDecimal,
): SpecialRateOffer[] => {
  const groups = line.parsedSpecial?.groups;
  if (groups === undefined || groups.length === 0 || origin.programmes.length === 0) return [];
  const offers: SpecialRateOffer[] = [];
  for (const group of groups) {
    if (!origin.programmes.some((p) => group.programmes.includes(p.code))) continue;
    const programmes: Programme[] = origin.programmes.filter((p) => group.programmes.includes(p.code));
    const amount = pricedAmount(priceRate(group.rate, group.rate.text, shipment, customsValue));
    offers.push({ programmes, rate: group.rate.text, rateKind: group.rate.kind, ...amount });
  }
  return offers;
};
