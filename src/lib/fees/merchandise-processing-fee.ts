import { jsonAmount, roundingStep } from '../pricing/price-rate.ts';
import { formatUsd } from '../money/format-amounts.ts';
import { compare, compareRatio, ratioOf, toJsonNumber, type ExactDecimal } from '../money/index.ts';
import type { EntryFee, InformalEntry } from '../schema/duty-fees.ts';
import type { FeeTable, MpfFiscalYear } from '../schema/fee-table.ts';
import { cents, decimal, percentOf } from './fee-arithmetic.ts';
import { fiscalYearOf } from './fiscal-year.ts';

export interface MpfInput {
  /** The entry's customs value: one line's, or the whole batch's (one entry, one minimum and maximum). */
  customsValue: ExactDecimal;
  /** YYYY-MM-DD: its fiscal year gives the minimum and maximum. */
  entryDate: string;
  table: FeeTable;
}

/** The fiscal year of the table that covers a date, if any. */
export const mpfYear = (table: FeeTable, entryDate: string): MpfFiscalYear | undefined =>
  table.mpf.fiscalYears.find((y) => entryDate >= y.from && entryDate <= y.to);

const informalEntry = (table: FeeTable, year: MpfFiscalYear | undefined, fiscalYear: number): InformalEntry => {
  const fee = year?.informalAutomatedUsd ?? null;
  const max = table.mpf.informalEntryMaxUsd;
  return {
    maxValueUsd: toJsonNumber(decimal(max)),
    feeUsd: fee === null ? null : toJsonNumber(decimal(fee)),
    note:
      `The customs value is at most $${max}: the entry may be informal (19 CFR 143.21(a)), and an informal entry pays the ` +
      (fee === null
        ? `informal-entry MPF instead, whose FY${fiscalYear} amount is not recorded here`
        : `informal-entry MPF instead: $${fee} (FY${fiscalYear}, automated and not prepared by CBP personnel, 19 CFR 24.23(b)(2)(i)); a manual or CBP-prepared informal entry pays more, amounts not recorded here`),
    source: [...table.mpf.informalEntrySources, ...(year?.sources ?? [])],
  };
};

/**
 * The merchandise processing fee of a formal entry: 0.3464% of the customs
 * value, raised to the fiscal year's minimum or limited to its maximum, rounded
 * once, half-up, to the cent, with the working. A fiscal year whose bounds are
 * not recorded gives no amount (the uncapped product is shown, labelled as not
 * the fee). Exemptions (19 CFR 24.23(c)) are named, never applied. At or below
 * $2,500 the answer also says the entry may be informal, and which fee applies then.
 */
export const merchandiseProcessingFee = ({ customsValue, entryDate, table }: MpfInput): EntryFee => {
  const fiscalYear = fiscalYearOf(entryDate);
  const year = mpfYear(table, entryDate);
  const percent = table.mpf.adValoremPercent;
  const raw = percentOf(percent, customsValue);
  const product = `${percent}% x ${formatUsd(customsValue)}`;
  const informal = compare(customsValue, decimal(table.mpf.informalEntryMaxUsd)) <= 0 ? { informalEntry: informalEntry(table, year, fiscalYear) } : {};
  const base = { rate: `${percent}%`, fiscalYear, notes: [table.mpf.exemptionNote], ...informal };

  if (year === undefined || year.minUsd === null || year.maxUsd === null) {
    const why =
      year === undefined
        ? `the fee table records no fiscal year covering ${entryDate} (FY${fiscalYear})`
        : `the FY${fiscalYear} minimum and maximum of the merchandise processing fee (entries from ${year.from} to ${year.to}) are not recorded: CBP publishes them in the Federal Register each summer and they were not found`;
    return {
      ...base,
      amountUsd: null,
      working: [{ basis: `${product}, uncapped: not the fee, which the FY${fiscalYear} minimum and maximum bound`, amountUsd: jsonAmount(raw) }],
      source: [...table.mpf.rateSources, ...(year?.sources ?? [])],
      notApplicableBecause: `${why}, so the fee is not computed (the ${percent}% rate itself does not change)`,
    };
  }

  const min = decimal(year.minUsd);
  const max = decimal(year.maxUsd);
  const working: EntryFee['working'] = [{ basis: product, amountUsd: jsonAmount(raw) }];
  let fee: ExactDecimal;
  if (compareRatio(raw, ratioOf(min)) < 0) {
    fee = min;
    working.push({ basis: `raised to the FY${fiscalYear} minimum of ${formatUsd(min)}`, amountUsd: toJsonNumber(min) });
  } else if (compareRatio(raw, ratioOf(max)) > 0) {
    fee = max;
    working.push({ basis: `limited to the FY${fiscalYear} maximum of ${formatUsd(max)}`, amountUsd: toJsonNumber(max) });
  } else {
    fee = cents(raw);
    working.push(...roundingStep(raw));
  }
  return {
    ...base,
    amountUsd: toJsonNumber(fee),
    minUsd: toJsonNumber(min),
    maxUsd: toJsonNumber(max),
    working,
    source: [...table.mpf.rateSources, ...year.sources],
  };
};
