import { termKey } from './analyser.ts';

/**
 * Words that name what goods are made of rather than the goods. A query that
 * names an article as well ("wool sweater", "plastic bags", "denim jeans")
 * asks for the article: its material words weigh half as much, so the
 * heading of the article ranks above the headings of the material. A query
 * of materials alone ("wool", "stainless steel") is unaffected.
 */
const MATERIALS = [
  'wool', 'woolen', 'cotton', 'silk', 'linen', 'flax', 'jute', 'hemp', 'cashmere', 'denim', 'velvet', 'felt', 'leather',
  'suede', 'fur', 'plastic', 'plastics', 'vinyl', 'pvc', 'polyester', 'nylon', 'acrylic', 'polyethylene', 'polypropylene',
  'rubber', 'latex', 'silicone', 'synthetic', 'steel', 'stainless', 'iron', 'aluminum', 'copper', 'brass', 'bronze', 'zinc',
  'tin', 'nickel', 'titanium', 'gold', 'silver', 'platinum', 'metal', 'wood', 'wooden', 'bamboo', 'rattan', 'wicker',
  'paper', 'cardboard', 'paperboard', 'glass', 'ceramic', 'porcelain', 'stone', 'marble', 'granite', 'concrete', 'cork',
  'straw', 'textile', 'fabric', 'knit', 'knitted', 'woven', 'crocheted', 'cast', 'forged',
] as const;

const KEYS: ReadonlySet<string> = new Set(MATERIALS.map(termKey));

/** Whether a word's key is a material's. */
export const isMaterial = (key: string): boolean => KEYS.has(key);
