/** The US federal fiscal year of a date (YYYY-MM-DD): it starts on 1 October, so 2025-10-01 is in FY2026. */
export const fiscalYearOf = (date: string): number => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 10 ? year + 1 : year;
};
