/** The schedule model on the full real 2026 rev 10 export, not samples. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule, type Schedule } from '../../src/lib/hts/build-schedule.ts';
import { createRateCache } from '../../src/lib/hts/rate-cache.ts';
import { HtsExport } from '../../src/lib/schema/hts-row.ts';
import { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { htsRows } from '../support/data.ts';

let rows: any[];
let schedule: Schedule;
const line = (htsno: string) => {
  const found = schedule.lines.find((l) => l.htsno === htsno);
  if (!found) throw new Error(`${htsno} not in the schedule`);
  return found;
};

beforeAll(() => {
  rows = htsRows('2026_rev_10');
  schedule = buildSchedule(HtsExport.parse(rows), createRateCache());
});

describe('line counts equal the source', () => {
  it('every numbered row is a line, every unnumbered row is not', () => {
    const numbered = rows.filter((r) => r.htsno.trim() !== '');
    expect(schedule.rowsRead).toBe(rows.length);
    expect(schedule.lines).toHaveLength(numbered.length);
    expect(schedule.lines).toHaveLength(29_597);
    expect(schedule.unnumberedRows).toBe(rows.length - numbered.length);
    expect(schedule.lines.map((l) => l.htsno)).toEqual(numbered.map((r) => r.htsno.trim()));
  });

  it('19,856 ten-digit lines are classifiable, and only they', () => {
    const ten = rows.filter((r) => r.htsno.replaceAll('.', '').trim().length === 10);
    expect(schedule.lines.filter((l) => l.classifiable)).toHaveLength(ten.length);
    expect(ten).toHaveLength(19_856);
    expect(schedule.lines.every((l) => l.classifiable === (l.level === 10))).toBe(true);
  });

  it('builds without a data-quality issue and every line matches its schema', () => {
    expect(schedule.issues).toEqual([]);
    for (const l of schedule.lines) TariffLine.parse(l);
  });
});

describe('per-column inheritance', () => {
  it('2204.21.50.05 inherits general 6.3¢/liter, special and other from 2204.21.50 and still parses', () => {
    const wine = line('2204.21.50.05');
    expect(wine.general).toEqual({ text: '6.3¢/liter', source: '2204.21.50', inherited: true });
    expect(wine.special.source).toBe('2204.21.50');
    expect(wine.special.text).toBe('Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)');
    expect(wine.other).toEqual({ text: '33¢/liter', source: '2204.21.50', inherited: true });
    expect(wine.inheritedColumns).toEqual({ general: '2204.21.50', special: '2204.21.50', other: '2204.21.50' });
    expect(wine.parsedOk).toBe(true);
    expect(wine.rateKind).toBe('specific');
    expect(wine.chapter99).toContain('9903.88.03');
  });

  it('0101.21.00.10 inherits Free; the special column it lacks stays empty because no ancestor has one', () => {
    const horse = line('0101.21.00.10');
    expect(horse.general).toEqual({ text: 'Free', source: '0101.21.00', inherited: true });
    expect(horse.other).toEqual({ text: 'Free', source: '0101.21.00', inherited: true });
    expect(horse.special).toEqual({ text: '', source: null, inherited: false });
    expect(horse.inheritedColumns).toEqual({ general: '0101.21.00', other: '0101.21.00' });
    expect(horse.rateKind).toBe('free');
  });

  it('matches an independent walk up the indent tree for every line and column', () => {
    // Independent reading of the rule: the nearest preceding numbered row of the same heading with a smaller indent chain.
    const numbered = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.htsno.trim() !== '');
    const byIndex = new Map(schedule.lines.map((l, k) => [numbered[k]!.i, l]));
    let mismatches = 0;
    for (const { r, i } of numbered) {
      const heading = r.htsno.slice(0, 4);
      const chain: any[] = [];
      let indent = Number(r.indent);
      for (let j = i - 1; j >= 0 && indent > 0; j--) {
        const p = rows[j];
        if (Number(p.indent) < indent) {
          indent = Number(p.indent);
          if (p.htsno.trim() !== '' && p.htsno.slice(0, 4) === heading) chain.push(p);
          if (p.htsno.replaceAll('.', '').trim().length === 4) break;
        }
      }
      const got = byIndex.get(i)!;
      for (const col of ['general', 'special', 'other'] as const) {
        const own = (r[col] ?? '').trim();
        const from = own !== '' ? r : chain.find((p) => (p[col] ?? '').trim() !== '');
        const want = from ? (from[col] as string).replace(/\s+/g, ' ').trim() : '';
        if (got[col].text !== want || got[col].source !== (from ? from.htsno.trim() : null)) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('a line with a rate in one column still inherits the columns it lacks', () => {
    // 9006.59.15.20 publishes its own column 2 rate but not a general rate.
    const camera = line('9006.59.15.20');
    expect(camera.other.inherited).toBe(false);
    expect(camera.general.inherited).toBe(true);
    expect(camera.inheritedColumns).toEqual({ general: camera.general.source });
    const mixed = schedule.lines.filter((l) => {
      const states = (['general', 'special', 'other'] as const).filter((c) => l[c].text !== '').map((c) => l[c].inherited);
      return states.includes(true) && states.includes(false);
    });
    expect(mixed.map((l) => l.htsno)).toContain('9006.59.15.20');
  });

  it('parsedOk is computed after inheritance: no line with an applied rate reports failure', () => {
    const failed = schedule.lines.filter((l) => l.general.text !== '' && !l.parsedOk);
    expect(failed.map((l) => l.htsno)).toEqual([]);
  });
});

describe('description paths and chapter 99 references', () => {
  it('the path runs from the heading through unnumbered headers to the line', () => {
    expect(line('2204.10.00').descriptionPath[0]).toMatch(/^Wine of fresh grapes/);
    expect(line('2204.10.00').descriptionPath.at(-1)).toBe('Sparkling wine');
    expect(line('0101.21.00.10').descriptionPath).toEqual(['Live horses, asses, mules and hinnies:', 'Horses:', 'Purebred breeding animals', 'Males']);
  });

  it('footnotes such as "See 9903.88.15." become chapter 99 references', () => {
    expect(line('2204.30.00.00').chapter99).toEqual(['9903.88.15']);
  });
});
