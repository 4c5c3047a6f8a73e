import { listChapter99 } from './handlers/chapter99.ts';
import { healthz } from './handlers/healthz.ts';
import { getRelease, getTariff, listTariffs } from './handlers/tariffs.ts';
import type { Route } from './router.ts';

/** Every endpoint the function answers. Literal paths come before parameters (spec part 4 rule 3). */
export const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/healthz', handler: healthz },
  { method: 'GET', path: '/v1/tariffs', handler: listTariffs, metered: true },
  { method: 'GET', path: '/v1/tariffs/release', handler: getRelease, metered: true },
  { method: 'GET', path: '/v1/tariffs/{htsno}', handler: getTariff, metered: true },
  { method: 'GET', path: '/v1/chapter99', handler: listChapter99, metered: true },
];
