/**
 * Schedule D rows -> one list of districts and ports.
 *
 * Rules, in order: a row whose codes are malformed (a footer or summary line)
 * is dropped; a curated pseudo-code (5901, 7000, 7010) is dropped; every other
 * row is a port. Districts are derived from the district names of the
 * published ports; a district with no name in the file (46) is not derived,
 * and a curated excluded district (59, 60, 70, 80) is never published.
 * Output is sorted by code as a string, so each district sits just before its
 * ports ("01" < "0101" < "0199" < "02").
 */
import { ok, err, type Result } from '../result.ts';
import { CuratedPorts, type PortRecord } from '../schema/port.ts';
import type { DroppedRow, QualityReport, UnmappedCode } from '../schema/quality-report.ts';
import { readTable, tidy } from './read-table.ts';
import { issueLines, type ReferenceError } from './reference-error.ts';

export const PORTS_FILE = 'schedule_d_ports/census_ports.csv';
const COLUMNS = ['port_code', 'port_name', 'district_code', 'district_name'] as const;

export type BuiltPorts = { records: PortRecord[]; report: QualityReport };

export const buildPorts = (csv: string, curated: unknown): Result<BuiltPorts, ReferenceError> => {
  const content = CuratedPorts.safeParse(curated);
  if (!content.success) return err({ code: 'content-invalid', file: 'content/reference/ports.json', issues: issueLines(content.error) });
  const table = readTable(PORTS_FILE, csv, COLUMNS);
  if (!table.ok) return table;

  const excludedPorts = new Map(content.data.excludedPortCodes.map((e) => [e.code, e]));
  const excludedDistricts = new Map(content.data.excludedDistricts.map((e) => [e.code, e]));
  const notes = new Map(content.data.portNotes.map((n) => [n.code, n.note]));

  const dropped: DroppedRow[] = [];
  const ports: PortRecord[] = [];
  const seen = new Set<string>();
  const districtNames = new Map<string, Set<string>>();
  let renamed = 0;

  for (const { row, values } of table.value) {
    const code = values.port_code.trim();
    const district = values.district_code.trim();
    const name = tidy(values.port_name);
    const key = `${code} ${name}`.trim();
    if (!/^\d{4}$/.test(code) || !/^\d{2}$/.test(district) || !code.startsWith(district) || name === '') {
      dropped.push({ row, key, reason: 'Not a port row (footer, summary or malformed line): port code must be 4 digits starting with a 2-digit district code, with a name' });
      continue;
    }
    const districtName = tidy(values.district_name);
    if (districtName !== '') {
      const names = districtNames.get(district) ?? new Set<string>();
      names.add(districtName);
      districtNames.set(district, names);
    }
    const pseudo = excludedPorts.get(code);
    if (pseudo) {
      dropped.push({ row, key, reason: pseudo.reason });
      continue;
    }
    if (seen.has(code)) {
      dropped.push({ row, key, reason: `Duplicate of port code ${code} on an earlier row` });
      continue;
    }
    seen.add(code);
    if (name !== values.port_name) renamed++;
    ports.push({ kind: 'port', code, name, district, districtName: districtName || null, portCount: null, note: notes.get(code) ?? null });
  }

  const reportNotes: string[] = [];
  const unmapped: UnmappedCode[] = [];
  const districts: PortRecord[] = [];
  for (const [code, names] of [...districtNames].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const excluded = excludedDistricts.get(code);
    if (excluded) {
      reportNotes.push(`District ${code} (${excluded.name}) not published: ${excluded.reason}`);
      continue;
    }
    const sorted = [...names].sort();
    // One name per district is expected; if the file disagrees, keep the first alphabetically and say so.
    if (sorted.length > 1) reportNotes.push(`District ${code} has several names in the file (${sorted.join(' | ')}); published as "${sorted[0]}"`);
    const name = sorted[0] as string;
    const count = ports.filter((p) => p.district === code).length;
    if (count === 0) {
      reportNotes.push(`District ${code} (${name}) not published: none of its rows is a port of entry`);
      continue;
    }
    districts.push({ kind: 'district', code, name, district: code, districtName: name, portCount: count, note: null });
  }
  for (const [code, e] of excludedDistricts) {
    if (!districtNames.has(code)) reportNotes.push(`District ${code} (${e.name}) has no port rows in the file and is not published: ${e.reason}`);
  }

  // A published port whose district is not published must carry an explanation.
  const published = new Set(districts.map((d) => d.code));
  for (const p of ports) {
    if (published.has(p.district)) continue;
    const reason = p.note ?? `District ${p.district} is not in the file and no curated note explains it`;
    unmapped.push({ code: p.code, reason });
  }
  for (const code of excludedPorts.keys()) {
    if (!dropped.some((d) => d.key.startsWith(`${code} `))) reportNotes.push(`Curated pseudo-code ${code} was not found in the file`);
  }
  if (renamed > 0) reportNotes.push(`Whitespace collapsed in ${renamed} port names; spellings otherwise kept as Census publishes them`);
  // District names come from the rows; the published district names are reused on their ports.
  const publishedNames = new Map(districts.map((d) => [d.code, d.name]));
  for (const p of ports) p.districtName = publishedNames.get(p.district) ?? p.districtName;

  const records = [...districts, ...ports].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const report: QualityReport = {
    dataset: 'ports',
    inputs: [{ file: PORTS_FILE, rowsRead: table.value.length, rowsPublished: ports.length, rowsDropped: dropped }],
    recordsPublished: records.length,
    unmapped,
    notes: reportNotes,
  };
  return ok({ records, report });
};
