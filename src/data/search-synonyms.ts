import raw from '../../content/search-synonyms.json' with { type: 'json' };
import { SynonymTable } from '../lib/search/query-plan.ts';

/** content/search-synonyms.json, checked: the build writes its entries with the word index, the site search reads them here. */
export const SYNONYMS: SynonymTable = SynonymTable.parse(raw);
