/**
 * The compiled 19 CFR list -> citations grouped by topic. The topic column may
 * name two topics ("classification/valuation") and a remark in parentheses,
 * which becomes the citation's note; MPF and HMF are fees. Confirming pages
 * from the allregs mirror are dropped (its titles are shifted one row, per the
 * provenance notes). Topics keep the fixed order of CUSTOMS_TOPICS; citations
 * within a topic go part first, then sections in numeric order.
 */
import { ok, type Result } from '../result.ts';
import { CUSTOMS_TOPICS, type CustomsCitation, type CustomsTopic, type CustomsTopicName } from '../schema/customs-rule.ts';
import type { DroppedRow, QualityReport } from '../schema/quality-report.ts';
import { readTable, tidy } from './read-table.ts';
import type { ReferenceError } from './reference-error.ts';

export const CFR_FILE = 'cfr19/cfr19_citations.csv';
const COLUMNS = ['citation', 'part_title', 'section_title', 'topic', 'confirmed_by'] as const;

const LABELS: Record<CustomsTopicName, string> = {
  entry: 'Entry of merchandise',
  classification: 'Classification',
  valuation: 'Valuation (appraisement)',
  liquidation: 'Liquidation',
  protest: 'Protests',
  rulings: 'Administrative rulings',
  fees: 'Fees (merchandise processing fee, harbor maintenance fee)',
};
const ALIASES: Record<string, CustomsTopicName> = { mpf: 'fees', hmf: 'fees', fee: 'fees', ruling: 'rulings', protests: 'protest' };
const FEE_NAMES: Record<string, string> = { mpf: 'Merchandise processing fee (MPF)', hmf: 'Harbor maintenance fee (HMF)' };
const MISALIGNED = /allregs/i;

const topicsOf = (raw: string): { topics: CustomsTopicName[]; note: string | null } => {
  const m = /^([^(]*?)\s*(?:\((.*)\))?\s*$/.exec(tidy(raw));
  const names = (m?.[1] ?? '').split('/').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const topics = names.map((n) => ALIASES[n] ?? n).filter((n): n is CustomsTopicName => (CUSTOMS_TOPICS as readonly string[]).includes(n));
  const fee = names.find((n) => n === 'mpf' || n === 'hmf');
  const remark = m?.[2] ?? null;
  const note = fee ? [FEE_NAMES[fee], remark].filter(Boolean).join(': ') : remark;
  return { topics: topics.length === names.length ? topics : [], note };
};

/** Numeric order of "152.101" style sections: part, then section number. */
const sectionOrder = (a: CustomsCitation, b: CustomsCitation): number => {
  const num = (c: CustomsCitation) => (c.section === null ? [Number(c.part), -1] : c.section.split('.').map((x) => Number.parseInt(x, 10)));
  const [pa = 0, sa = 0] = num(a);
  const [pb = 0, sb = 0] = num(b);
  return pa - pb || sa - sb || (a.citation < b.citation ? -1 : a.citation > b.citation ? 1 : 0);
};

export const buildCustomsRules = (csv: string): Result<{ topics: CustomsTopic[]; report: QualityReport }, ReferenceError> => {
  const table = readTable(CFR_FILE, csv, COLUMNS);
  if (!table.ok) return table;
  const dropped: DroppedRow[] = [];
  const notes: string[] = [];
  const byTopic = new Map<CustomsTopicName, CustomsCitation[]>(CUSTOMS_TOPICS.map((t) => [t, []]));
  let published = 0;
  for (const { row, values } of table.value) {
    const citation = tidy(values.citation);
    const m = /^19 CFR (?:Part (\d+)|((\d+)\.\d+[a-z]?))$/.exec(citation);
    if (!m) {
      dropped.push({ row, key: citation, reason: 'Not a 19 CFR part or section citation' });
      continue;
    }
    const { topics, note } = topicsOf(values.topic);
    if (topics.length === 0) {
      dropped.push({ row, key: citation, reason: `Topic "${tidy(values.topic)}" is not one of ${CUSTOMS_TOPICS.join(', ')}` });
      continue;
    }
    const confirmedAll = values.confirmed_by.split(/;\s*/).map(tidy).filter(Boolean);
    const confirmedBy = confirmedAll.filter((c) => !MISALIGNED.test(c));
    if (confirmedBy.length < confirmedAll.length) notes.push(`${citation}: allregs confirmation dropped (misaligned titles)`);
    if (confirmedBy.length === 0) {
      dropped.push({ row, key: citation, reason: 'No confirming page left once the misaligned allregs pages are removed' });
      continue;
    }
    const part = m[1] ?? m[3] ?? '';
    const section = m[2] ?? null;
    const partTitle = tidy(values.part_title);
    const sectionTitle = tidy(values.section_title).replace(/\.$/, '');
    const record: CustomsCitation = {
      citation,
      title: section === null || sectionTitle === '(part)' || sectionTitle === '' ? partTitle : sectionTitle,
      part,
      partTitle,
      section,
      url: section === null ? `https://www.ecfr.gov/current/title-19/part-${part}` : `https://www.ecfr.gov/current/title-19/section-${section}`,
      note,
      confirmedBy,
    };
    for (const t of topics) byTopic.get(t)?.push(record);
    published++;
  }
  const topics: CustomsTopic[] = CUSTOMS_TOPICS.map((topic) => ({
    topic,
    label: LABELS[topic],
    citations: [...(byTopic.get(topic) ?? [])].sort(sectionOrder),
  }));
  for (const t of topics) if (t.citations.length === 0) notes.push(`Topic ${t.topic} has no citation`);
  notes.push('Fee amounts (MPF minimum and maximum) change yearly and are not published; the HMF note is dated by its source');
  const report: QualityReport = {
    dataset: 'customs-rules',
    inputs: [{ file: CFR_FILE, rowsRead: table.value.length, rowsPublished: published, rowsDropped: dropped }],
    recordsPublished: topics.reduce((n, t) => n + t.citations.length, 0),
    unmapped: [],
    notes,
  };
  return ok({ topics, report });
};
