/** Where the changes pages' one-line notes on each revision come from, said under them. */
export const NOTE_SOURCE =
  "Notes on what a revision carried are the project's own short summaries, written from the curated revision dates of " +
  "The Budget Lab at Yale's tariff-rate-tracker (revision_dates.csv, MIT), which name the proclamations and orders; " +
  'dates are publication dates, and the date an action took legal effect is given where it differs. A revision without a note has none.';
