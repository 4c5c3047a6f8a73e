import { parseRate } from '../rate/parse-rate.ts';
import { parseSpecial } from '../rate/parse-special.ts';
import type { Result } from '../result.ts';
import type { ParsedRate, ParsedSpecial, RateParseError } from '../schema/rate.ts';

/** ~1,600 distinct rate strings serve ~30,000 lines: parse each once. */
export interface RateCache {
  rate(text: string): Result<ParsedRate, RateParseError>;
  special(text: string): Result<ParsedSpecial, RateParseError>;
}

export const createRateCache = (): RateCache => {
  const rates = new Map<string, Result<ParsedRate, RateParseError>>();
  const specials = new Map<string, Result<ParsedSpecial, RateParseError>>();
  return {
    rate(text) {
      let hit = rates.get(text);
      if (hit === undefined) rates.set(text, (hit = parseRate(text)));
      return hit;
    },
    special(text) {
      let hit = specials.get(text);
      if (hit === undefined) specials.set(text, (hit = parseSpecial(text)));
      return hit;
    },
  };
};
