import { CANONICAL_UNITS, type CanonicalUnit } from './canonical-units.ts';
import { UNIT_SPELLINGS } from './unit-spellings.ts';

/** Spelling key: lower case, no spaces or full stops ("pf.liter" = "pf. liter", "doz" = "doz."), line-break hyphens ("thou- sand") joined. */
const spellingKey = (spelling: string): string => {
  // NFKC folds "m²" to "m2"; plain ASCII, nearly every call, needs no folding.
  const folded = /[^\x20-\x7e]/.test(spelling) ? spelling.normalize('NFKC') : spelling;
  const joined = folded.includes('-') ? folded.replace(/(\p{L})-\s+(\p{L})/gu, '$1$2') : folded;
  return joined.toLowerCase().replace(/[\s.]+/g, '');
};

const BY_KEY: ReadonlyMap<string, CanonicalUnit> = (() => {
  const map = new Map<string, CanonicalUnit>();
  for (const unit of CANONICAL_UNITS) {
    for (const spelling of [unit, ...UNIT_SPELLINGS[unit]]) {
      const key = spellingKey(spelling);
      const seen = map.get(key);
      // Two units sharing a spelling would make the answer depend on table order.
      if (seen !== undefined && seen !== unit) throw new Error(`unit spelling "${spelling}" is both ${seen} and ${unit}`);
      map.set(key, unit);
    }
  }
  return map;
})();

/**
 * The canonical unit a spelling names, or null when it names none. Accepts the
 * contract's canonical names and the schedule's own spellings (`pr.`, `doz.`,
 * `bbl`, `pf. liter`, `No.`, `t`, `m²`, `1000`, ...). Case, spaces and full
 * stops are ignored.
 */
export const canonicalUnit = (spelling: string): CanonicalUnit | null => BY_KEY.get(spellingKey(spelling)) ?? null;

/** Every accepted spelling, canonical names first, for error messages. */
export const ACCEPTED_UNIT_SPELLINGS: readonly string[] = [
  ...CANONICAL_UNITS,
  ...CANONICAL_UNITS.flatMap((unit) => UNIT_SPELLINGS[unit].filter((s) => s !== unit)),
];
