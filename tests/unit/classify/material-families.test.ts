/** How a description's materials weigh a ruling's (src/lib/classify/material-families.ts): by the family the schedule classifies them in. */
import { describe, expect, it } from 'vitest';
import { AGREE, DISAGREE, materialWeigher } from '../../../src/lib/classify/material-families.ts';
import { termKey } from '../../../src/lib/search/analyser.ts';

const agree = (description: string[], ruling: string[]) => materialWeigher(description.map(termKey))(ruling.map(termKey));

describe('materialWeigher', () => {
  it('weighs up a ruling of the same family, through its other words (vinyl is a plastic, brass a copper alloy)', () => {
    expect(agree(['plastic'], ['vinyl'])).toBe(AGREE);
    expect(agree(['stainless', 'steel'], ['iron'])).toBe(AGREE);
    expect(agree(['copper'], ['brass'])).toBe(AGREE);
    expect(agree(['metal'], ['aluminum'])).toBe(AGREE);
  });

  it('weighs down a ruling whose materials are all of other families', () => {
    expect(agree(['plastic'], ['stainless', 'steel'])).toBe(DISAGREE);
    expect(agree(['wooden'], ['glass'])).toBe(DISAGREE);
    expect(agree(['metal'], ['cotton'])).toBe(DISAGREE);
  });

  it('leaves a ruling as it is where either side names no family', () => {
    expect(agree([], ['steel'])).toBe(1);
    expect(agree(['plastic'], [])).toBe(1);
    expect(agree(['cast'], ['steel'])).toBe(1);
    expect(AGREE).toBeGreaterThan(1);
    expect(DISAGREE).toBeLessThan(1);
  });
});
