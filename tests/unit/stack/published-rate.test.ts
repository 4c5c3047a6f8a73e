import { describe, expect, it } from 'vitest';
import { publishedRateProblem } from '../../../src/lib/stack/published-rate.ts';

const heading = (over: Record<string, unknown>) =>
  ({ kind: 'charge', rate: { add: '12.5' }, source: 'heading 9903.05.31 ("The duty provided in the applicable subheading + 12.5%")', ...over }) as Parameters<typeof publishedRateProblem>[0];

describe('a law heading\'s rate as published', () => {
  it('agrees when the quoted text adds the stated percent of the customs value', () => {
    expect(publishedRateProblem(heading({ publishedRate: 'The duty provided in the applicable subheading + 12.5%' }))).toBeNull();
    expect(publishedRateProblem(heading({}))).toBeNull();
  });

  it('refuses a text its source does not quote, a different percent, and a text that names other subheadings', () => {
    expect(publishedRateProblem(heading({ publishedRate: 'The duty provided in the applicable subheading + 10%' }))).toContain('not quoted');
    const ten = { source: 'heading ("The duty provided in the applicable subheading + 10%")', publishedRate: 'The duty provided in the applicable subheading + 10%' };
    expect(publishedRateProblem(heading(ten))).toContain('does not read as +12.5% of the customs value');
    const named = { rate: { add: '10' }, source: '("The duty provided in subheading 8716.39.00 + 10%")', publishedRate: 'The duty provided in subheading 8716.39.00 + 10%' };
    expect(publishedRateProblem(heading(named))).toContain('does not read as +10%');
  });

  it('reads a content basis and a heading that adds nothing', () => {
    const steel = 'The duty provided in the applicable subheading + a duty of 50% upon the value of the steel content';
    expect(publishedRateProblem(heading({ rate: { add: '50' }, basis: 'steel', source: `("${steel}")`, publishedRate: steel }))).toBeNull();
    expect(publishedRateProblem(heading({ rate: { add: '50' }, basis: 'copper', source: `("${steel}")`, publishedRate: steel }))).toContain('copper content');
    const nothing = 'The duty provided in the applicable subheading';
    expect(publishedRateProblem(heading({ kind: 'exemption', rate: undefined, source: `("${nothing}")`, publishedRate: nothing }))).toBeNull();
    expect(publishedRateProblem(heading({ kind: 'exemption', rate: undefined, source: '("The duty provided in the applicable subheading + 25%")', publishedRate: 'The duty provided in the applicable subheading + 25%' }))).toContain('the law states none');
  });

  it('never checks a rate including the column 1 rate against a text it cannot compare', () => {
    expect(publishedRateProblem(heading({ rate: { upTo: '15' }, publishedRate: 'The duty provided in the applicable subheading + 12.5%' }))).toContain('cannot be checked');
  });
});
