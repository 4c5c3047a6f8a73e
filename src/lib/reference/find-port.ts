/**
 * Lookups over the Schedule D list.
 *
 * findPort: a query of digits is a code and only a code (exact code wins):
 * 1-2 digits a district (padded, '3' = '03'), 3-4 digits a port (padded,
 * '101' = '0101'). Otherwise it is a name, compared case-insensitively with
 * punctuation ignored: ports first by full name ("Portland, OR"), then by place
 * (the name without its state, "Portland"), then districts the same way.
 * Several ports at the first level that matches give `ambiguous`, never a pick.
 */
import type { PortFilter, PortLookup, PortRecord } from '../schema/port.ts';

/** Lower case, punctuation and whitespace runs as one space: "HARTFORD. CT" ~ "Hartford, CT". */
const nameKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The name without a trailing 2-letter state: "PORTLAND, ME" -> "portland". */
const placeKey = (s: string): string => nameKey(s.replace(/[\s,.]+[A-Z]{2}\s*$/, ''));

const byCode = (a: PortRecord, b: PortRecord): number => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

const portsOf = (records: readonly PortRecord[], district: string): PortRecord[] =>
  records.filter((r) => r.kind === 'port' && r.district === district).sort(byCode);

const found = (records: readonly PortRecord[], record: PortRecord): PortLookup =>
  record.kind === 'district' ? { kind: 'found', record, ports: portsOf(records, record.code) } : { kind: 'found', record };

export const findPort = (records: readonly PortRecord[], query: string): PortLookup => {
  const q = query.trim();
  if (/^\d+$/.test(q)) {
    if (q.length > 4) return { kind: 'not-found' };
    const code = q.length <= 2 ? q.padStart(2, '0') : q.padStart(4, '0');
    const record = records.find((r) => r.code === code);
    return record ? found(records, record) : { kind: 'not-found' };
  }
  const key = nameKey(q);
  if (key === '') return { kind: 'not-found' };
  for (const kind of ['port', 'district'] as const) {
    for (const keyOf of [nameKey, placeKey]) {
      const hits = records.filter((r) => r.kind === kind && keyOf(r.name) === key).sort(byCode);
      const [first] = hits;
      if (hits.length === 1 && first) return found(records, first);
      if (hits.length > 1) return { kind: 'ambiguous', candidates: hits };
    }
  }
  return { kind: 'not-found' };
};

/**
 * filterPorts: `q` is one case-insensitive substring (not tokens) over code,
 * name and district name; `district` ('3' = '03') keeps the district and the
 * ports reporting to it; `kind` keeps one kind. Order is the input order.
 */
export const filterPorts = (records: readonly PortRecord[], filter: PortFilter): PortRecord[] => {
  const q = filter.q?.trim().toLowerCase().replace(/\s+/g, ' ');
  const district = filter.district?.padStart(2, '0');
  return records.filter(
    (r) =>
      (filter.kind === undefined || r.kind === filter.kind) &&
      (district === undefined || r.district === district) &&
      (!q || r.code.includes(q) || r.name.toLowerCase().includes(q) || (r.districtName ?? '').toLowerCase().includes(q)),
  );
};
