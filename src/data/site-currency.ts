/** The schedule's currency for the pages' banner: the same use case /healthz answers, over the function's data. */
import { currencyNow } from '../app/schedule-currency.ts';
import { currencyBanner, type Banner } from '../lib/site/currency-banner.ts';
import { functionDeps } from './function-deps.ts';

let banner: Promise<Banner> | undefined;
export const siteBanner = (): Promise<Banner> => (banner ??= currencyNow(functionDeps).then(currencyBanner));
