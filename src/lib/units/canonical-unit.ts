import { CANONICAL_UNITS, type CanonicalUnit } from './canonical-units.ts';
import { UNIT_SPELLINGS } from './unit-spellings.ts';
import { REPORTING_UNITS, type ReportingUnit } from './reporting-units.ts';

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

const REPORTING_BY_KEY: ReadonlyMap<string, ReportingUnit> = (() => {
  const map = new Map<string, ReportingUnit>();
  for (const unit of REPORTING_UNITS) {
    const key = spellingKey(unit);
    // A reporting unit read as a unit rates are assessed in (or two of them as one) would price the wrong amount.
    if (BY_KEY.has(key) || map.has(key)) throw new Error(`reporting unit "${unit}" shares its spelling with another unit`);
    map.set(key, unit);
  }
  return map;
})();

/**
 * The schedule's spelling of a unit its lines report in that no rate is assessed in ("doses", "Cu kg"), or null.
 * Matched as canonicalUnit matches: case, spaces and full stops ignored.
 */
export const reportingUnit = (spelling: string): ReportingUnit | null => REPORTING_BY_KEY.get(spellingKey(spelling)) ?? null;

/** A unit a caller may send: one rates are assessed in, else one the schedule only reports in (recorded, never priced). */
export type AcceptedUnit = { priced: true; unit: CanonicalUnit } | { priced: false; unit: ReportingUnit };
export const acceptedUnit = (spelling: string): AcceptedUnit | null => {
  const unit = canonicalUnit(spelling);
  if (unit !== null) return { priced: true, unit };
  const reporting = reportingUnit(spelling);
  return reporting === null ? null : { priced: false, unit: reporting };
};

/** Every accepted spelling, canonical names first, then the schedule's own, then the units only reported in, for error messages. */
export const ACCEPTED_UNIT_SPELLINGS: readonly string[] = [
  ...CANONICAL_UNITS,
  ...CANONICAL_UNITS.flatMap((unit) => UNIT_SPELLINGS[unit].filter((s) => s !== unit)),
  ...REPORTING_UNITS,
];
