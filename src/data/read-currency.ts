/**
 * What the function says of the schedule's currency: the later releases (content/currency/later-releases.json,
 * validated) and the day a live pull last asked the publisher (content/publisher-check.json, when a pull wrote it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { CurrencyData } from '../app/deps.ts';
import { LaterReleases } from '../lib/schema/schedule-currency.ts';
import { ROOT } from './paths.ts';

const PublisherCheck = z.object({ checkedOn: z.iso.date().nullable() }).loose();

export const readCurrency = (): CurrencyData => {
  const catalogue = LaterReleases.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'currency', 'later-releases.json'), 'utf8')));
  const check = join(ROOT, 'content', 'publisher-check.json');
  const publisherCheckedOn = existsSync(check) ? PublisherCheck.parse(JSON.parse(readFileSync(check, 'utf8'))).checkedOn : null;
  return { catalogue, publisherCheckedOn };
};
