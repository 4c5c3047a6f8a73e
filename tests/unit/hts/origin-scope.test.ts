/** The countries a chapter 99 heading's own text limits it to, on real heading texts of the 2026 schedule. */
import { describe, expect, it } from 'vitest';
import { originScope } from '../../../src/lib/hts/origin-scope.ts';
import { testCountryCode as iso2Of } from './test-countries.ts';

// [heading, its description path (abridged where long), scope]
const SCOPED: [string, string[], string[]][] = [
  ['9903.88.03', ['Except as provided in headings 9903.88.13, 9903.88.18, 9903.88.33, or 9903.88.69, articles the product of China, as provided for in U.S. note 20(e) to this subchapter and as provided for in the subheadings enumerated in U.S. note 20(f)'], ['CN']],
  ['9903.27.09', ['Articles the product of Ukraine:', 'Other footwear with outer soles of rubber or plastics and uppers of textile materials, with open toes or open heels, or of the slip-on type (provided for in subheading 6404.19.35)'], ['UA']],
  ['9903.41.05', ['Articles the product of Japan:', 'Bovine (including buffalo) and equine leather (provided for in heading 4104 or 4107)'], ['JP']],
  ['9903.90.08', ['Articles the product of the Russian Federation, as provided for in U.S. note 30(a) to this subchapter and as provided for in the subheadings enumerated in U.S. note 30(b) to this subchapter'], ['RU']],
  ['9903.91.09', ['Notwithstanding subheading 9903.92.10, effective with respect to entries, on or after September 27, 2024, of ship-to-shore gantry cranes, articles the product of China (provided for in subheading 8426.19.00), that are fulfilling in whole or in part an executed contract'], ['CN']],
  ['9903.01.02', ['Articles the product of Mexico that are donations, by persons subject to the jurisdiction of the United States'], ['MX']],
  ['9903.01.24', ['Except for products described in headings 9903.01.21-9903.01.23, articles the product of China and Hong Kong, as provided for in U.S. note 2(u) to this subchapter'], ['CN', 'HK']],
  ['9903.01.48', ['Except as provided for in heading 9903.01.34, articles the product of Israel, Malawi, Philippines, or Zambia, as provided for in subdivision (v) of U.S. note 2 to this subchapter'], ['IL', 'MW', 'PH', 'ZM']],
  ['9903.03.09', ['Textiles or apparel the product of Costa Rica, the Dominican Republic, El Salvador, Guatemala, Honduras or Nicaragua, as provided for in subdivision (aa)(viii) of U.S. note 2 to this subchapter'], ['CR', 'DO', 'GT', 'HN', 'NI', 'SV']],
  ['9903.08.04', ['Articles the product of Austria, Belgium, Finland, France, the Federal Republic of Germany, Greece, Ireland, Italy, Luxembourg, Portugal, Spain, Sweden, or the United Kingdom:', 'Bath preparations, other than bath salts (provided for in subheading 3307.30.50)'], ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IT', 'LU', 'PT', 'SE']],
  ['9903.89.05', ["Articles the product of France, of Germany, of Spain or of the United Kingdom: [Compiler's note: Duties suspended except on certain goods entered from foreign trade zones.]", 'New airplanes and other new aircraft'], ['DE', 'ES', 'FR', 'GB']],
  ['9903.89.43', ['Articles the product of Germany or of the United Kingdom:', 'Provided for in subheadings enumerated in U.S. note 21(n) to this subchapter'], ['DE', 'GB']],
  ['9903.85.67', ['Aluminum articles that are the product of Russia, or where any amount of primary aluminum used in the manufacture of the aluminum articles is smelted in Russia'], ['RU']],
  ['9903.76.21', ['Wood products of Japan as provided for in subdivisions (d) and (f) of U.S. note 38 to this subchapter'], ['JP']],
];

// [heading, description path, why no scope]
const UNSCOPED: [string, string[], string][] = [
  ['9903.55.01', ['Fine denier polyester staple fiber:', 'Entered under temporary importation bond, when the product of any country not exempt under U.S. note 32(b) to this subchapter'], 'names no country'],
  ['9904.52.01', ['Cotton, not carded or combed, the product of any country or area including the United States, having a staple length under 28.575 mm'], 'names no country'],
  ['9902.12.66', ['Plaiting materials and products of plaiting materials, suitable for use in window shades'], 'not a country'],
  ['9903.45.01', ['Household-type (residential) washing machines, when entered from a country other than a country enumerated in note 17(b) to this subchapter:'], 'no "product of"'],
  ['9903.19.19', ['Infant formula, put up for retail sale:', 'Provided for in subheading 1901.10.16, 1901.10.26, 1901.10.36 or 1901.10.44'], 'no "product of"'],
  ['9903.01.50', ['Except as provided for in heading 9903.01.34, articles the product of the European Union or Jordan as provided for in subdivision (v)'], 'the European Union is not a country: never a partial scope of Jordan alone'],
  ['9903.82.22', ['Derivative steel articles the product of Argentina, Ecuador, El Salvador, Guatemala, Japan, the Republic of Korea, Liechtenstein, Switzerland, Taiwan, the United Kingdom, or a member nation of the European Union, as provided for in subdivision (c)(xi) of U.S. note 16'], 'a member it cannot name'],
  ['9903.01.43', ['Except as provided for in heading 9903.01.34, articles the product of Cameroon or the Democratic Republic of the Congo, as provided for in subdivision (v)'], 'a member it does not know'],
  ['(constructed)', ['Articles other than articles the product of China'], 'an exclusion, not a scope'],
  ['(constructed)', ['Articles the product of China, In accordance with note 3'], '"In" is a word, never India: an unknown member, so no scope'],
];

describe('originScope on real chapter 99 heading texts', () => {
  it.each(SCOPED)('%s is limited to %j', (_heading, path, scope) => {
    expect(originScope(path, iso2Of)).toEqual(scope);
  });

  it.each(UNSCOPED)('%s has no scope: %s', (_heading, path) => {
    expect(originScope(path, iso2Of)).toBeNull();
  });

  it('without a resolver that knows the name, there is no scope (never a guess)', () => {
    expect(originScope(SCOPED[0]![1], () => null)).toBeNull();
  });
});
