/**
 * The line page's use case on the fixture app's data: the line by its exact number (a heading is a line), what
 * lies above it, its section, the countries of its programmes, the chapter 99 headings its footnotes (or those
 * of the lines above it) name; and the lookup's failures for a number that is no line.
 */
import { describe, expect, it } from 'vitest';
import { linePageData } from '../../../src/app/line-page.ts';
import { createFixtureDeps } from '../../support/fixture-deps.ts';

const deps = createFixtureDeps();

describe('linePageData', () => {
  it('finds 2204.21.50.05 with its ancestors, section, programme countries and named headings', async () => {
    const answer = await linePageData(deps, { htsno: '2204.21.50.05' });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const page = answer.value;
    expect(page.line.htsno).toBe('2204.21.50.05');
    expect(page.ancestors.map((l) => l.htsno)).toEqual(['2204', '2204.21', '2204.21.50']);
    expect(page.section.roman).toBe('IV');
    expect(page.chapterTitle).toMatch(/Beverages/);
    expect(Object.keys(page.programmeCountries).sort()).toEqual(['A+', 'AU', 'BH', 'CL', 'CO', 'D', 'E', 'IL', 'JO', 'KR', 'MA', 'OM', 'P', 'PA', 'PE', 'S', 'SG']);
    expect(page.programmeCountries['AU']).toContain('Australia');
    expect(page.programmeCountries['CL']).toContain('Chile');
    // "See 9903.88.03." is on 2204.21.50, the line above.
    expect(page.namedHeadings.map((l) => l.htsno)).toEqual(['9903.88.03']);
  });

  it('finds a heading by its four digits, though many lines start with them', async () => {
    const answer = await linePageData(deps, { htsno: '2204' });
    expect(answer.ok && answer.value.line.htsno).toBe('2204');
    expect(answer.ok && answer.value.ancestors).toEqual([]);
  });

  it('finds the line of another spelling, and of a unique prefix', async () => {
    const digits = await linePageData(deps, { htsno: '2204215005' });
    expect(digits.ok && digits.value.line.htsno).toBe('2204.21.50.05');
    const prefix = await linePageData(deps, { htsno: '2204.21.50.0' });
    expect(prefix.ok && prefix.value.line.htsno).toBe('2204.21.50.05');
  });

  it('fails as the lookup does: several lines, none, not a number', async () => {
    const several = await linePageData(deps, { htsno: '2204.2' });
    expect(!several.ok && several.error).toMatchObject({ kind: 'ambiguous', total: 4 });
    const none = await linePageData(deps, { htsno: '2204.99' });
    expect(!none.ok && none.error.kind).toBe('not-found');
    const junk = await linePageData(deps, { htsno: 'wine' });
    expect(!junk.ok && junk.error.kind).toBe('invalid');
  });
});
