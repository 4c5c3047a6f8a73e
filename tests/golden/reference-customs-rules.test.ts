/** 19 CFR citations on the FULL compiled list. */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../support/data.ts';
import { loadCustomsRules } from '../unit/reference/load-reference.ts';
import { buildCustomsRules } from '../../src/lib/reference/build-customs-rules.ts';
import { CustomsTopic, CUSTOMS_TOPICS } from '../../src/lib/schema/customs-rule.ts';
import { QualityReport } from '../../src/lib/schema/quality-report.ts';

const rawCitations = referenceFile('cfr19/cfr19_citations.csv')
  .split('\n')
  .map((l) => /^(19 CFR [^,]+),/.exec(l)?.[1])
  .filter((c): c is string => c !== undefined);

describe('customs rules (full list)', () => {
  const { topics, report } = loadCustomsRules();
  const all = topics.flatMap((t) => t.citations);

  it('covers the seven topics, in order, each with citations', () => {
    expect(topics.map((t) => t.topic)).toEqual(['entry', 'classification', 'valuation', 'liquidation', 'protest', 'rulings', 'fees']);
    expect(topics.map((t) => t.topic)).toEqual([...CUSTOMS_TOPICS]);
    for (const t of topics) {
      expect(CustomsTopic.parse(t)).toEqual(t);
      expect(t.citations.length).toBeGreaterThan(0);
    }
  });

  it('publishes every raw citation and the report agrees', () => {
    expect(rawCitations).toHaveLength(22);
    expect([...new Set(all.map((c) => c.citation))].sort()).toEqual([...rawCitations].sort());
    expect(QualityReport.parse(report)).toEqual(report);
    expect(report.inputs[0]).toMatchObject({ rowsRead: 22, rowsPublished: 22, rowsDropped: [] });
    expect(report.recordsPublished).toBe(all.length);
  });

  it('gives each citation its title and eCFR address', () => {
    for (const c of all) {
      expect(c.url).toMatch(/^https:\/\/www\.ecfr\.gov\/current\/title-19\/(part-\d+|section-\d+\.\d+)$/);
      expect(c.url.endsWith(c.section ? `section-${c.section}` : `part-${c.part}`)).toBe(true);
      expect(c.title).not.toMatch(/^\(part\)$|\.$/);
    }
    const liquidation = topics.find((t) => t.topic === 'liquidation')?.citations.find((c) => c.citation === '19 CFR 159.11');
    expect(liquidation).toMatchObject({ title: 'Entries liquidated by operation of law', note: '1 year' });
    const fees = topics.find((t) => t.topic === 'fees')?.citations.map((c) => c.citation);
    expect(fees).toEqual(['19 CFR 24.23', '19 CFR 24.24']);
    // Part 152 serves both classification and valuation.
    for (const t of ['classification', 'valuation']) {
      expect(topics.find((x) => x.topic === t)?.citations[0]?.citation).toBe('19 CFR Part 152');
    }
  });

  it('drops confirmations from the misaligned allregs mirror, and a row left with none', () => {
    const csv = 'citation,part_title,section_title,topic,confirmed_by\n19 CFR 24.22,X,Y,fees,anthonygarvan.github.io/allregs part 24\n19 CFR 24.23,X,Z,MPF,allregs; ecfr.gov\n';
    const r = buildCustomsRules(csv);
    if (!r.ok) throw new Error('build');
    expect(r.value.report.inputs[0]?.rowsDropped.map((d) => d.key)).toEqual(['19 CFR 24.22']);
    expect(r.value.topics.find((t) => t.topic === 'fees')?.citations[0]?.confirmedBy).toEqual(['ecfr.gov']);
  });

  it('is byte-identical on a second build', () => {
    expect(JSON.stringify(loadCustomsRules())).toBe(JSON.stringify({ topics, report }));
  });
});
