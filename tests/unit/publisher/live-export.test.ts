import { describe, expect, it } from 'vitest';
import { checkExportShape, restoreFirstRow, staticUrlOf, stripLiveMarkup } from '../../../src/lib/publisher/live-export.ts';
import type { HtsRow } from '../../../src/lib/schema/hts-row.ts';

// The publisher's own formatting: `[ {`, two-space keys, `" : "`, rows joined by `}, {`.
const row = (htsno: string, description: string) => `{\n  "htsno" : "${htsno}",\n  "indent" : "0",\n  "description" : "${description}"\n}`;
const exportOf = (...rows: string[]) => `[ ${rows.join(', ')} ]`;

describe('the live export in the static file\'s form', () => {
  it('strips the live markup as text, keeping the words and every other byte', () => {
    const live = exportOf(row('0301.92.00.00', 'Eels (<i>Anguilla spp.</i>)'), row('0806.10.20', 'In m<sup style=\\"font-size: 9.75px;\\">3</sup><br/> boxes'));
    expect(stripLiveMarkup(live)).toBe(exportOf(row('0301.92.00.00', 'Eels (Anguilla spp.)'), row('0806.10.20', 'In m3 boxes')));
    expect(stripLiveMarkup('a < b and c > d')).toBe('a < b and c > d');
  });

  it('restores the 0101 row only when the static file shows it and the live export lacks it', () => {
    const heading = row('0101', 'Live horses, asses, mules and hinnies:');
    const horses = row('', 'Horses:');
    const live = exportOf(horses, row('0101.21.00', 'Purebred breeding animals'));
    const statik = exportOf(heading, horses, row('0101.21.00', 'Purebred breeding animals'));
    expect(restoreFirstRow(live, statik)).toEqual({ json: statik, restored: true });
    expect(restoreFirstRow(statik, statik)).toEqual({ json: statik, restored: false });
    expect(restoreFirstRow(live, exportOf(horses))).toEqual({ json: live, restored: false });
  });

  it('takes only a whole schedule', () => {
    const lines: HtsRow[] = [];
    for (let chapter = 1; chapter <= 99; chapter++) {
      if (chapter === 77) continue;
      for (let i = 0; i < 320; i++) lines.push({ htsno: `${String(chapter).padStart(2, '0')}01.${String(i).padStart(2, '0')}`, indent: '1', description: 'x', general: i % 5 === 0 ? '' : 'Free' });
    }
    expect(checkExportShape(lines)).toMatchObject({ ok: true });
    const shape = checkExportShape(lines.filter((l) => !l.htsno.startsWith('99')).slice(0, 2000));
    expect(shape.ok).toBe(false);
    if (!shape.ok) expect(shape.error.issues.join(' | ')).toMatch(/2000 rows.*no line of chapter 99/);
  });

  it("names a revision's static archive file as the publisher does", () => {
    expect(staticUrlOf(2026, 11)).toBe('https://www.usitc.gov/sites/default/files/tata/hts/hts_2026_revision_11_json.json');
    expect(staticUrlOf(2027, 0)).toBe('https://www.usitc.gov/sites/default/files/tata/hts/hts_2027_basic_edition_json.json');
  });
});
