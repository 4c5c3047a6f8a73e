/**
 * GET /v1/headings in process and through the built function: the answer's shape, the headings against an
 * independent pass over /v1/tariffs (every matching line reachable through its heading), ranking rules a broker
 * would check, why each hit matched, paging with the signed cursors, near misses, partial answers and bad parameters.
 */
import { describe, expect, it } from 'vitest';
import { TariffList } from '../../src/lib/schema/api-responses.ts';
import { HeadingList } from '../../src/lib/schema/heading-search.ts';
import { TARGETS } from '../support/app.ts';
import { listEndpoint } from '../support/contract.ts';

describe.each(TARGETS)('headings through the %s', (_name, call) => {
  const { list, badFilter, walk } = listEndpoint(call, '/v1/headings', HeadingList);
  const tariffs = listEndpoint(call, '/v1/tariffs', TariffList);

  it('answers headings best first with chapter, section, best lines, line count and the envelope', async () => {
    const body = await list('q=car%20tires&limit=5');
    const first = body.items[0]!;
    expect(first).toMatchObject({ heading: '4011', description: 'New pneumatic tires, of rubber:', chapter: { number: '40' }, section: { number: 7, roman: 'VII' } });
    expect(first.chapter.title).toMatch(/rubber/i);
    expect(first.section.title).toMatch(/plastics/i);
    expect(first.lines.length).toBeGreaterThan(0);
    expect(first.lines.length).toBeLessThanOrEqual(5);
    expect(first.lineCount).toBeGreaterThanOrEqual(first.lines.length);
    for (const l of first.lines) {
      expect(l.htsno.replaceAll('.', '').startsWith('4011')).toBe(true);
      expect(l.htsno.replaceAll('.', '').length).toBeGreaterThan(4);
    }
    // The best line of car tires is one for motor cars, with its rate and kind.
    expect(first.lines[0]!.descriptionPath.join(' ')).toMatch(/motor cars/);
    expect(first.lines[0]!.general).not.toBe('');
    expect(first.lines[0]!.rateKind).not.toBeNull();
    expect(body.htsRelease).toBe('2026HTSRev10');
    expect(body.datasetVersions.hts).toMatch(/^hts-\d{4}\.\d+$/);
    expect(body.items.length).toBe(5);
    expect(typeof body.nextCursor).toBe('string');
  });

  it('the headings are those of the lines /v1/tariffs finds, each line reachable through its heading and its linesQuery', async () => {
    for (const q of ['motorcycle', 'sparkling wine', 'wool sweater']) {
      const lines = await tariffs.walk(`q=${encodeURIComponent(q)}&limit=200`);
      const headings = await walk(`q=${encodeURIComponent(q)}&limit=50`);
      const byHeading = new Map<string, number>();
      for (const l of lines) byHeading.set(l.heading, (byHeading.get(l.heading) ?? 0) + 1);
      expect(headings.map((h) => h.heading).sort(), q).toEqual([...byHeading.keys()].sort());
      for (const h of headings) {
        // Its own four-digit line is not counted among its lines unless it is the only one.
        const own = lines.some((l) => l.htsno === h.heading) && byHeading.get(h.heading)! > 1 ? 1 : 0;
        expect(h.lineCount, `${q} ${h.heading}`).toBe(byHeading.get(h.heading)! - own);
        expect(h.linesQuery).toBe(`/v1/tariffs?q=${encodeURIComponent(q)}&heading=${h.heading}&sort=relevance`);
      }
      const sample = headings[0]!;
      const listed = await tariffs.walk(sample.linesQuery!.replace('/v1/tariffs?', '').concat('&limit=200'));
      expect(listed.length).toBe(byHeading.get(sample.heading));
      // The best lines are among the heading's best 15 in relevance order, in that order, those with a rate first.
      const order = listed.filter((l) => l.htsno !== sample.heading).map((l) => l.htsno);
      const positions = sample.lines.map((l) => order.indexOf(l.htsno));
      for (const p of positions) expect(p).toBeGreaterThanOrEqual(0);
      for (const p of positions) expect(p).toBeLessThan(15);
      const rated = sample.lines.filter((l) => l.general !== '');
      expect(sample.lines.slice(0, rated.length)).toEqual(rated);
      const ratedPositions = positions.slice(0, rated.length);
      expect([...ratedPositions].sort((a, b) => a - b)).toEqual(ratedPositions);
    }
  }, 120_000);

  it('ranks as a broker would: the goods named before goods mentioned, the article before its material, chapter 99 last', async () => {
    const first = async (q: string) => (await list(`q=${encodeURIComponent(q)}&limit=3`)).items.map((h) => h.heading);
    expect((await first('tractor'))[0]).toBe('8701');
    expect((await first('motorcycle'))[0]).toBe('8711');
    expect((await first('wool sweater'))[0]).toBe('6110');
    expect((await first('perfume'))[0]).toBe('3303');
    // Car tires are named by 9902 and 9903 provisions as well: those come after every heading of chapters 1-97.
    const tires = await walk('q=car%20tires&limit=50');
    const chapters = tires.map((h) => h.chapter.number);
    const late = chapters.findIndex((c) => c >= '98');
    expect(late).toBeGreaterThan(0);
    expect(chapters.slice(late).every((c) => c >= '98')).toBe(true);
    expect(tires[0]!.heading).toBe('4011');
  });

  it('says why each heading and line matched: the query words, and the schedule words or synonym', async () => {
    const tires = (await list('q=tyres&limit=1')).items[0]!;
    expect(tires.matched).toEqual([{ query: 'tyres', words: expect.arrayContaining(['tires']) }]);
    const champagne = (await list('q=champagne&limit=1')).items[0]!;
    expect(champagne.heading).toBe('2204');
    expect(champagne.matched).toEqual([{ query: 'champagne', words: expect.arrayContaining(['sparkling', 'wine']), synonym: 'sparkling wine' }]);
    for (const l of champagne.lines) expect(l.matched[0]?.synonym).toBe('sparkling wine');
    // The same on /v1/tariffs items when q is given, and not without it.
    const lines = await tariffs.list('q=tyres&limit=3');
    for (const l of lines.items) expect(l.matched?.[0]).toMatchObject({ query: 'tyres', words: expect.arrayContaining(['tires']) });
    const plain = await tariffs.list('limit=1');
    expect(plain.items[0]).not.toHaveProperty('matched');
  });

  it('pages with limit and signed cursors: every heading once, in order', async () => {
    const all = await list('q=steel&limit=200');
    const walked = await walk('q=steel&limit=7', 200);
    expect(walked.map((h) => h.heading)).toEqual(all.items.map((h) => h.heading));
    expect(new Set(walked.map((h) => h.heading)).size).toBe(walked.length);
    expect(all.total).toBe(walked.length);
    const page = await list('q=steel&limit=7');
    const foreign = await badFilter(`q=iron&limit=7&cursor=${encodeURIComponent(page.nextCursor!)}`);
    expect(foreign.details[0]).toMatch(/^cursor:/);
  });

  it('near misses when nothing matches as typed; a partial answer when no line holds every word', async () => {
    const typo = await list('q=whiskeis');
    expect(typo.corrections).toEqual([{ from: 'whiskeis', to: 'whiskies' }]);
    expect(typo.items[0]!.heading).toBe('2208');
    expect(typo).not.toHaveProperty('partial');
    const some = await list('q=lamb%20chops');
    expect(some.partial).toBe(true);
    expect(some.total).toBeGreaterThan(0);
    for (const h of some.items) {
      expect(h.linesQuery).toBeNull();
      expect(h.matched.length).toBeGreaterThan(0);
      expect(h.matched.length).toBeLessThan(2);
    }
    const none = await list('q=zqxwv%20qqzzx');
    expect(none).toMatchObject({ total: 0, items: [], nextCursor: null });
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%21%21', 'q'],
    [`q=${'x'.repeat(300)}`, 'q'],
    ['q=wine&limit=0', 'limit'],
    ['q=wine&limit=201', 'limit'],
    ['q=wine&q=beer', 'q'],
    ['q=wine&chapter=22', 'chapter'],
    ['q=wine&cursor=forged', 'cursor'],
  ])('%s is a 400 bad-filter naming %s', async (query, param) => {
    const body = await badFilter(query);
    expect(body.details.some((d) => d.includes(param))).toBe(true);
  });
});
