import { describe, expect, it } from 'vitest';
import { buildPorts } from '../../../src/lib/reference/build-ports.ts';
import { filterPorts, findPort } from '../../../src/lib/reference/find-port.ts';
import { QualityReport } from '../../../src/lib/schema/quality-report.ts';

const curated = {
  excludedPortCodes: [{ code: '7000', name: 'LOW-VALUE', reason: 'statistical', source: 'test' }],
  excludedDistricts: [{ code: '70', name: 'LOW', reason: 'statistical district', source: 'test' }],
  portNotes: [{ code: '4671', note: 'no district 46 in Schedule D', source: 'test' }],
};
const csv = [
  'port_code,port_name,district_code,district_name',
  '0101,"PORTLAND, ME",01,"PORTLAND, ME"',
  '0102,"BANGOR,  ME",01,"PORTLAND, ME"',
  '2904,"PORTLAND, OR",29,"COLUMBIA-SNAKE, OR"',
  '0102,"BANGOR, ME",01,"PORTLAND, ME"',
  '4671,"FEDEX ECCF, NEWARK, NJ",46,',
  '7000,LOW-VALUE,70,LOW-VALUED IMPORTS AND EXPORTS',
  'TOTAL,431 ports,,',
  '',
].join('\n');

const build = () => {
  const r = buildPorts(csv, curated);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('buildPorts', () => {
  it('drops footers, duplicates and pseudo-codes with a reason each, and the counts add up', () => {
    const { records, report } = build();
    expect(QualityReport.parse(report)).toEqual(report);
    const input = report.inputs[0];
    expect(input?.rowsRead).toBe(7);
    expect(input?.rowsDropped.map((d) => d.row)).toEqual([4, 6, 7]);
    expect(input?.rowsDropped[0]?.reason).toMatch(/Duplicate/);
    expect(input?.rowsDropped[1]?.reason).toBe('statistical');
    expect(input?.rowsDropped[2]?.reason).toMatch(/footer/);
    expect(records.map((r) => `${r.kind}:${r.code}`)).toEqual(['district:01', 'port:0101', 'port:0102', 'district:29', 'port:2904', 'port:4671']);
    expect(report.recordsPublished).toBe(records.length);
  });

  it('collapses whitespace in names, derives districts with their port count, explains the orphan port', () => {
    const { records, report } = build();
    expect(records.find((r) => r.code === '0102')?.name).toBe('BANGOR, ME');
    expect(records.find((r) => r.code === '01')).toMatchObject({ kind: 'district', name: 'PORTLAND, ME', portCount: 2 });
    expect(records.find((r) => r.code === '4671')).toMatchObject({ district: '46', districtName: null, note: 'no district 46 in Schedule D' });
    expect(report.unmapped).toEqual([{ code: '4671', reason: 'no district 46 in Schedule D' }]);
    expect(report.notes.join('\n')).toMatch(/District 70 .* not published/);
  });

  it('refuses curated content that does not match its schema', () => {
    const r = buildPorts(csv, { excludedPortCodes: [{ code: '70' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('content-invalid');
  });

  it('refuses a file without the expected columns', () => {
    expect(buildPorts('code,name\n0101,X\n', curated)).toEqual({
      ok: false,
      error: { code: 'missing-column', file: 'schedule_d_ports/census_ports.csv', column: 'port_code' },
    });
  });
});

describe('findPort and filterPorts', () => {
  const { records } = build();
  it('an exact code wins and a district brings its ports; codes are padded', () => {
    const d = findPort(records, '1');
    expect(d.kind === 'found' && d.ports?.map((p) => p.code)).toEqual(['0101', '0102']);
    expect(findPort(records, '101')).toMatchObject({ kind: 'found', record: { code: '0101' } });
    expect(findPort(records, '7000')).toEqual({ kind: 'not-found' });
  });

  it('a name shared by two ports is ambiguous; a full name is not', () => {
    const r = findPort(records, ' portland ');
    expect(r.kind === 'ambiguous' && r.candidates.map((c) => c.code)).toEqual(['0101', '2904']);
    expect(findPort(records, 'Portland, OR')).toMatchObject({ kind: 'found', record: { code: '2904' } });
    expect(findPort(records, 'columbia-snake')).toMatchObject({ kind: 'found', record: { kind: 'district', code: '29' } });
    expect(findPort(records, 'Atlantis')).toEqual({ kind: 'not-found' });
  });

  it('q is one substring, not tokens; district pads; kind filters', () => {
    expect(filterPorts(records, { q: 'land, m' }).map((r) => r.code)).toEqual(['01', '0101', '0102']);
    expect(filterPorts(records, { q: 'me portland' })).toEqual([]);
    expect(filterPorts(records, { district: '1', kind: 'port' }).map((r) => r.code)).toEqual(['0101', '0102']);
    expect(filterPorts(records, { q: '290' }).map((r) => r.code)).toEqual(['2904']);
  });
});
