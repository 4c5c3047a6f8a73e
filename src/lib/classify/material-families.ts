import { termKey } from '../search/analyser.ts';

/**
 * Materials by the family the schedule classifies them in: goods of plastics in chapter 39, of wood in 44, of glass in
 * 70, of iron or steel in 73. A ruling on goods of one family says less of the same goods of another ("plastic
 * tumbler": tableware of plastics, not the stainless steel tumbler of 7323).
 */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  plastics: ['plastic', 'plastics', 'vinyl', 'pvc', 'acrylic', 'polyethylene', 'polypropylene'],
  rubber: ['rubber', 'latex', 'silicone'],
  steel: ['steel', 'stainless', 'iron'],
  aluminum: ['aluminum'],
  copper: ['copper', 'brass', 'bronze'],
  'other-metal': ['zinc', 'tin', 'nickel', 'titanium'],
  precious: ['gold', 'silver', 'platinum'],
  wood: ['wood', 'wooden', 'bamboo', 'rattan', 'wicker', 'cork', 'straw'],
  paper: ['paper', 'cardboard', 'paperboard'],
  glass: ['glass'],
  ceramic: ['ceramic', 'porcelain'],
  stone: ['stone', 'marble', 'granite', 'concrete'],
  textile: ['wool', 'woolen', 'cotton', 'silk', 'linen', 'flax', 'jute', 'hemp', 'cashmere', 'denim', 'velvet', 'felt', 'polyester', 'nylon', 'synthetic', 'textile', 'fabric', 'knit', 'knitted', 'woven', 'crocheted'],
  leather: ['leather', 'suede', 'fur'],
};
const METALS = new Set(['steel', 'aluminum', 'copper', 'other-metal', 'precious']);
const familyOf = new Map<string, string>(Object.entries(FAMILIES).flatMap(([family, words]) => words.map((w) => [termKey(w), family] as const)));
/** "metal" agrees with any metal's family. */
const METAL = termKey('metal');

const familiesOf = (keys: readonly string[]): Set<string> => {
  const out = new Set<string>();
  for (const key of keys) {
    if (key === METAL) for (const m of METALS) out.add(m);
    const family = familyOf.get(key);
    if (family) out.add(family);
  }
  return out;
};

/** A ruling's weight where its materials and the description's share a family, and where both name families and share none: chosen on the tuning half. */
export const AGREE = 2;
export const DISAGREE = 0.5;

/**
 * For the description's materials (keys), read into families once: a ruling's weight for its materials (keys), 1
 * where either names none.
 */
export const materialWeigher = (description: readonly string[]): ((ruling: readonly string[]) => number) => {
  const mine = familiesOf(description);
  return (ruling) => {
    if (mine.size === 0 || ruling.length === 0) return 1;
    const theirs = familiesOf(ruling);
    if (theirs.size === 0) return 1;
    for (const f of mine) if (theirs.has(f)) return AGREE;
    return DISAGREE;
  };
};
