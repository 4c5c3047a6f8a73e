/** Schedule D on the FULL census_ports.csv. */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../support/data.ts';
import { loadPorts, content } from '../unit/reference/load-reference.ts';
import { findPort, filterPorts } from '../../src/lib/reference/find-port.ts';
import { PortRecord } from '../../src/lib/schema/port.ts';
import { QualityReport } from '../../src/lib/schema/quality-report.ts';

const PSEUDO = ['5901', '7000', '7010'];
// Independent pass: one port per line that starts with a 4-digit code.
const rawCodes = referenceFile('schedule_d_ports/census_ports.csv')
  .split('\n')
  .map((l) => /^(\d{4}),/.exec(l)?.[1])
  .filter((c): c is string => c !== undefined);

describe('Schedule D ports (full file)', () => {
  const { records, report } = loadPorts();
  const ports = records.filter((r) => r.kind === 'port');
  const districts = records.filter((r) => r.kind === 'district');

  it('publishes every raw port but the three pseudo-codes, and the report counts agree', () => {
    expect(rawCodes).toHaveLength(431);
    expect(ports.map((p) => p.code).sort()).toEqual(rawCodes.filter((c) => !PSEUDO.includes(c)).sort());
    expect(QualityReport.parse(report)).toEqual(report);
    const [input] = report.inputs;
    expect(input?.rowsRead).toBe(rawCodes.length);
    expect(input?.rowsPublished).toBe(ports.length);
    expect(input?.rowsDropped.map((d) => d.key.slice(0, 4)).sort()).toEqual(PSEUDO);
    expect(report.recordsPublished).toBe(records.length);
    expect(records.length).toBe(ports.length + districts.length);
  });

  it('never publishes 5901, 7000 or 7010, nor their statistical districts 59 and 70, nor 60 and 80', () => {
    for (const code of PSEUDO) {
      expect(records.some((r) => r.code === code)).toBe(false);
      expect(findPort(records, code)).toEqual({ kind: 'not-found' });
    }
    for (const code of ['59', '60', '70', '80']) expect(findPort(records, code)).toEqual({ kind: 'not-found' });
    for (const code of ['60', '80']) expect(report.notes.some((n) => n.startsWith(`District ${code} `))).toBe(true);
  });

  it('every record matches the schema; codes have the shape of the contract', () => {
    for (const r of records) {
      expect(PortRecord.parse(r)).toEqual(r);
      if (r.kind === 'port') expect(r.code.slice(0, 2)).toBe(r.district);
      else expect(r.code).toBe(r.district);
    }
  });

  it("every port's district exists, or the port carries the curated explanation (4671)", () => {
    const published = new Set(districts.map((d) => d.code));
    const orphans = ports.filter((p) => !published.has(p.district));
    expect(orphans.map((p) => p.code)).toEqual(['4671']);
    const curatedNote = (content('ports.json') as { portNotes: { code: string; note: string }[] }).portNotes.find((n) => n.code === '4671')?.note;
    expect(orphans[0]?.note).toBe(curatedNote);
    expect(report.unmapped).toEqual([{ code: '4671', reason: curatedNote }]);
  });

  it('derives each district from its rows, with its port count', () => {
    expect(findPort(records, '30')).toMatchObject({ kind: 'found', record: { kind: 'district', name: 'SEATTLE, WA', portCount: 31 } });
    for (const d of districts) expect(d.portCount).toBe(ports.filter((p) => p.district === d.code).length);
    // Independent pass: districts named in the file, less the statistical 59 and 70.
    const named = new Set(
      referenceFile('schedule_d_ports/census_ports.csv')
        .split('\n')
        .map((l) => /,(\d{2}),"?[A-Z]/.exec(l)?.[1])
        .filter((c): c is string => c !== undefined && c !== '59' && c !== '70'),
    );
    expect(districts.map((d) => d.code)).toEqual([...named].sort());
  });

  it('Portland is ambiguous between Maine and Oregon; codes and full names are exact', () => {
    const r = findPort(records, 'Portland');
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect(r.candidates.map((c) => `${c.code} ${c.name}`)).toEqual(['0101 PORTLAND, ME', '2904 PORTLAND, OR']);
    expect(findPort(records, 'portland, or')).toMatchObject({ kind: 'found', record: { code: '2904' } });
    expect(findPort(records, '2904')).toMatchObject({ kind: 'found', record: { name: 'PORTLAND, OR' } });
    const d = findPort(records, '01');
    expect(d.kind === 'found' && d.ports?.length).toBe(20);
  });

  it('filters: q is a substring over code, name and district name; district 3 means 03', () => {
    const seattle = filterPorts(records, { q: 'seattle' });
    expect(seattle.every((r) => `${r.code} ${r.name} ${r.districtName}`.toLowerCase().includes('seattle'))).toBe(true);
    expect(seattle.length).toBe(records.filter((r) => r.name.includes('SEATTLE') || r.districtName?.includes('SEATTLE')).length);
    expect(filterPorts(records, { q: 'york new' })).toEqual([]);
    expect(filterPorts(records, { district: '1' })).toEqual(filterPorts(records, { district: '01' }));
    expect(filterPorts(records, { district: '1', kind: 'port' })).toHaveLength(20);
  });

  it('is ordered by code and byte-identical on a second build', () => {
    const codes = records.map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect(JSON.stringify(loadPorts())).toBe(JSON.stringify({ records, report }));
  });
});
