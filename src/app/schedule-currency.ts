/**
 * How current the build's schedule is (scheduleCurrency): for /healthz, /v1/version and the release, the releases the
 * publisher issued since; for an answer about a date (a line, a line as of a date, a history), whether the build is
 * complete for it and the later chapter 99 actions that may reach it. Read from two small files, never priced.
 */
import { currencyOn, scheduleCurrency, type DatedSubject } from '../lib/currency/schedule-currency.ts';
import type { ScheduleCurrency } from '../lib/schema/schedule-currency.ts';
import type { Deps } from './deps.ts';

export const currencyNow = async (deps: Deps): Promise<ScheduleCurrency> => {
  const [{ revision }, currency] = await Promise.all([deps.hts(), deps.currency()]);
  return scheduleCurrency(currency.catalogue, { release: revision.htsRelease, publishedOn: revision.publishedOn ?? '' }, currency.publisherCheckedOn);
};

/** The currency of an answer about a date; undefined when the build is complete for it (nothing to say). */
export const currencyFor = async (deps: Deps, subject: DatedSubject): Promise<ScheduleCurrency | undefined> => {
  const [{ revision }, currency] = await Promise.all([deps.hts(), deps.currency()]);
  const on = currencyOn(currency.catalogue, { release: revision.htsRelease, publishedOn: revision.publishedOn ?? '' }, currency.publisherCheckedOn, subject);
  return on.complete === false ? on : undefined;
};
