/**
 * Units of quantity the schedule's lines report in (their `units` field, 2025-2026 revisions) that no rate is
 * assessed in: statistical units ("doses", "GBq", "hundreds") and content- or condition-qualified kilograms, grams
 * and tons ("Cu kg", "Au g", "kg cmsc", "t adw"). A caller who copies a line's unit into `quantityUnit` is read, not
 * refused: the amount is recorded in the answer's `quantities` under the schedule's spelling, and never priced. It
 * never stands for a unit a rate needs: a kilogram of copper content is not a kilogram of the goods, so a rate per kg
 * still asks for kg (requiredUnit). "No. and kg" is two units: send each.
 */
export const REPORTING_UNITS = [
  'kg cmsc', 'kg msc', 'kg amc', 'kg ttl sug',
  'Cu kg', 'Pb kg', 'Zn kg', 'V kg', 'Mo kg', 'Si kg', 'Mn kg', 'Ni kg', 'Cr kg', 'Mg kg', 'Co kg', 'Sb kg', 'W kg',
  'V2O5 kg', 'NaOH kg',
  'Au g', 'Ag g', 'Pt g', 'Pd g', 'Rh g', 'Ir g', 'Os g', 'Ru g',
  't adw', 't dwb', 'Cr2O3 t', 'Sn t', 'NH3 t',
  'doses', 'GBq', 'W', 'MWh', 'hundreds', 'cm2', 'thousand m3', 'thousand m', 'Fiber m',
] as const;
export type ReportingUnit = (typeof REPORTING_UNITS)[number];
