import type { CanonicalUnit } from './canonical-units.ts';

/**
 * Every spelling we accept for each canonical unit: the contract's canonical
 * names, the spellings of the schedule's rate strings, and those of the lines'
 * `units` field (2025-2026 revisions). Matching ignores case, spaces and the
 * publisher's line-break hyphens ("thou- sand"), so "pf.liter" = "pf. liter".
 *
 * Deliberately absent: content- or condition-qualified units of the `units`
 * field ("Cu kg", "kg ttl sug", "t adw", "kg cmsc"). A kilogram of copper
 * content is not a kilogram of the goods; mapping it to "kg" would let a
 * caller's quantity be read as the wrong thing. Also absent: units no rate is
 * assessed in ("hundreds", "cm2", "W", "GBq", "doses", "thousand m3").
 */
export const UNIT_SPELLINGS: Readonly<Record<CanonicalUnit, readonly string[]>> = {
  kg: ['kg', 'kgs', 'kilogram', 'kilograms'],
  liter: ['liter', 'liters', 'litre', 'litres', 'l'],
  pair: ['pair', 'pairs', 'pr.', 'prs.'],
  dozen: ['dozen', 'dozens', 'doz.', 'dz', 'Dz Pcs'],
  each: ['each', 'No.', 'number', 'pcs', 'piece', 'pieces', 'article', 'articles'],
  barrel: ['barrel', 'barrels', 'bbl'],
  m3: ['m3', 'm³', 'cubic meter', 'cubic meters', 'cubic metre', 'cubic metres'],
  m2: ['m2', 'm²', 'square meter', 'square meters', 'square metre', 'square metres'],
  gross: ['gross'],
  thousand: ['thousand', 'thousands', '1000', '1,000', 'thou-sand'],
  'clean kg': ['clean kg', 'cy kg', 'clean kilogram', 'clean kilograms'],
  'metric ton': ['metric ton', 'metric tons', 't', 'tonne', 'tonnes'],
  gram: ['gram', 'grams', 'g'],
  cm3: ['cm3', 'cm³'],
  'proof liter': ['proof liter', 'proof liters', 'proof litre', 'proof litres', 'pf. liter', 'pf. liters', 'pf. litre', 'pf. litres'],
  'dozen pairs': ['dozen pairs', 'doz. prs.', 'doz. pr.'],
  head: ['head'],
  jewel: ['jewel', 'jewels', 'Jwls.'],
  carat: ['carat', 'carats'],
  'linear meter': ['linear meter', 'linear meters', 'linear metre', 'linear metres', 'lin. m', 'm'],
  square: ['square', 'squares'],
  pack: ['pack', 'packs'],
  'gross line': ['gross line', 'gross lines', 'gr.lines', 'line/gross', 'line/ gross'],
};
