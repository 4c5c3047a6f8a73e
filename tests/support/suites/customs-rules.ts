/**
 * The HTTP suite of customs rules: run on the fixture app (tests/unit/http/customs-rules.test.ts) and on the built
 * function over the real data (tests/contract/customs-rules.test.ts). Moved from tests/contract/customs-rules.test.ts:
 * /v1/customs-rules.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMS_TOPICS } from '../../../src/lib/schema/customs-rule.ts';
import { CustomsRulesResponse } from '../../../src/lib/schema/reference-responses.ts';
import { getJson } from '../contract.ts';
import type { Target } from '../target.ts';

export const customsRulesSuite = ({ name, call, deps }: Target) =>
  describe(`customs rules through the ${name}`, () => {
    const get = () => getJson(call, '/v1/customs-rules', CustomsRulesResponse);

    it('groups every 19 CFR citation of the index by topic, in the order an entry lives through them', async () => {
      const body = await get();
      const index = (await deps.reference()).customsRules;
      expect(body.topics).toEqual(index);
      expect(body.topics.map((t) => t.topic)).toEqual([...CUSTOMS_TOPICS]);
      expect(body.citationCount).toBe(index.flatMap((t) => t.citations).length);
      expect(body.datasetVersions['customs-rules']).toMatch(/^customs-rules-\d{4}\.\d+$/);
    });

    it('each citation has a title and its eCFR address, part or section', async () => {
      for (const c of (await get()).topics.flatMap((t) => t.citations)) {
        expect(c.title.length, c.citation).toBeGreaterThan(0);
        const tail = c.section === null ? `part-${c.part}` : `section-${c.section}`;
        expect(c.url, c.citation).toBe(`https://www.ecfr.gov/current/title-19/${tail}`);
      }
    });

    it('titles are the aligned ones (the misaligned allregs pages were rejected)', async () => {
      const by = new Map((await get()).topics.flatMap((t) => t.citations).map((c) => [c.citation, c.title]));
      expect(by.get('19 CFR 24.23')).toBe('Fees for processing merchandise');
      expect(by.get('19 CFR 24.24')).toBe('Harbor maintenance fee');
      expect(by.get('19 CFR 174.12')).toBe('Filing of protests');
      expect(by.get('19 CFR 159.11')).toBe('Entries liquidated by operation of law');
    });

    it('a path below it is no endpoint: 404', async () => {
      expect((await call('/v1/customs-rules/entry')).status).toBe(404);
    });
  });
