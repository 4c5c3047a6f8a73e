/** A resolved HTS export as every reader of the build takes it: parsed by its schema, markup stripped once. */
import { stripExportMarkup } from '../lib/hts/strip-markup.ts';
import { HtsExport, type HtsRow } from '../lib/schema/hts-row.ts';
import { readRaw, type Declared } from './pull-sources.ts';

export const readExport = (d: Declared): HtsRow[] => stripExportMarkup(HtsExport.parse(JSON.parse(readRaw(d))));
