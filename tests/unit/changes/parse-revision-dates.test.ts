import { describe, expect, it } from 'vitest';
import { parseRevisionDates } from '../../../src/lib/changes/parse-revision-dates.ts';

const HEAD = 'revision,effective_date,policy_effective_date,tpc_date,policy_event,tpc_policy_revision,needs_review';

describe('parseRevisionDates', () => {
  it('reads unprefixed 2025 rows and prefixed later rows, NA as absent', () => {
    const csv = [
      HEAD,
      'basic,2025-01-01,NA,NA,Baseline (pre-Trump 2.0),NA,NA',
      'rev_32,2025-11-15,2025-12-05,2025-11-17,"S. Korea floor (15%), retro",NA,NA',
      '2026_basic,2026-01-01,NA,NA,NA,NA,NA',
      '2026_rev_10,2026-06-08,NA,NA,"232 metals, annex",NA,"parser todo"',
    ].join('\n');
    expect(parseRevisionDates(csv)).toEqual({
      ok: true,
      value: [
        { id: '2025_basic', publishedOn: '2025-01-01', policyEffectiveOn: null, note: 'Baseline (pre-Trump 2.0)' },
        { id: '2025_rev_32', publishedOn: '2025-11-15', policyEffectiveOn: '2025-12-05', note: 'S. Korea floor (15%), retro' },
        { id: '2026_basic', publishedOn: '2026-01-01', policyEffectiveOn: null, note: null },
        { id: '2026_rev_10', publishedOn: '2026-06-08', policyEffectiveOn: null, note: '232 metals, annex' },
      ],
    });
  });

  it('needs the revision, effective_date, policy_effective_date and policy_event columns', () => {
    expect(parseRevisionDates('revision,effective_date\nbasic,2025-01-01\n')).toEqual({
      ok: false,
      error: {
        code: 'revision-dates-invalid',
        issues: [
          { code: 'missing-column', column: 'policy_effective_date' },
          { code: 'missing-column', column: 'policy_event' },
        ],
      },
    });
  });

  it('collects every bad row: dates, names, field counts, duplicates', () => {
    const csv = [
      HEAD,
      'rev_1,2025-13-01,NA,NA,NA,NA,NA',
      'rev_2,NA,NA,NA,NA,NA,NA',
      'revision_3,2025-02-04,NA,NA,NA,NA,NA',
      '2026_rev_0,2026-01-02,NA,NA,NA,NA,NA',
      'rev_4,2025-03-04,soon,NA,NA,NA,NA',
      'rev_5,2025-03-05,NA',
      'rev_6,2025-03-12,NA,NA,NA,NA,NA',
      'rev_6,2025-03-12,NA,NA,NA,NA,NA',
    ].join('\n');
    expect(parseRevisionDates(csv)).toEqual({
      ok: false,
      error: {
        code: 'revision-dates-invalid',
        issues: [
          { code: 'bad-date', row: 2, column: 'effective_date', value: '2025-13-01' },
          { code: 'bad-date', row: 3, column: 'effective_date', value: 'NA' },
          { code: 'bad-revision', row: 4, value: 'revision_3' },
          { code: 'bad-revision', row: 5, value: '2026_rev_0' },
          { code: 'bad-date', row: 6, column: 'policy_effective_date', value: 'soon' },
          { code: 'field-count', row: 7, expected: 7, found: 3 },
          { code: 'duplicate-revision', row: 9, id: '2025_rev_6' },
        ],
      },
    });
  });

  it('passes a csv syntax error through', () => {
    expect(parseRevisionDates(`${HEAD}\nbasic,2025-01-01,NA,NA,"open,NA,NA\n`)).toEqual({
      ok: false,
      error: { code: 'unterminated-quote', record: 2 },
    });
  });
});
