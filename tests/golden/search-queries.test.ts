/**
 * What importers type: natural queries and the heading a broker would name, on the real schedule.
 * Every query must find its heading; with sort=relevance most show it on the first page (limit 20). The
 * counts are printed, and the test fails if a query stops finding its heading or the first-page share falls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { allLines, callHandler } from '../support/app.ts';

/** [query, heading (4 digits) a broker would expect]. */
export const NATURAL_QUERIES: readonly (readonly [string, string])[] = [
  ['whisky', '2208'],
  ['scotch whisky', '2208'],
  ['bourbon', '2208'],
  ['vodka', '2208'],
  ['champagne', '2204'],
  ['prosecco', '2204'],
  ['red wine', '2204'],
  ['beer', '2203'],
  ['cider', '2206'],
  ['orange juice', '2009'],
  ['coffee beans', '0901'],
  ['green tea', '0902'],
  ['chocolate', '1806'],
  ['sweets', '1704'],
  ['cookies', '1905'],
  ['pasta', '1902'],
  ['rice', '1006'],
  ['honey', '0409'],
  ['olive oil', '1509'],
  ['cheese', '0406'],
  ['yoghurt', '0403'],
  ['butter', '0405'],
  ['eggs', '0407'],
  ['frozen shrimp', '0306'],
  ['prawns', '0306'],
  ['salmon fillets', '0304'],
  ['tomatoes', '0702'],
  ['potatoes', '0701'],
  ['bananas', '0803'],
  ['avocado', '0804'],
  ['apples', '0808'],
  ['french fries', '2004'],
  ['ketchup', '2103'],
  ['dog food', '2309'],
  ['cigars', '2402'],
  ['sneakers', '6404'],
  ['running shoes', '6404'],
  ['leather boots', '6403'],
  ['flip flops', '6402'],
  ['t-shirt', '6109'],
  ['cotton t-shirts', '6109'],
  ['hoodie', '6110'],
  ['sweater', '6110'],
  ['jeans', '6203'],
  ['bra', '6212'],
  ['socks', '6115'],
  ['gloves', '6116'],
  ['handbag', '4202'],
  ['suitcase', '4202'],
  ['umbrella', '6601'],
  ['laptop', '8471'],
  ['cell phone', '8517'],
  ['smartphone', '8517'],
  ['headphones', '8518'],
  ['television', '8528'],
  ['drone', '8806'],
  ['solar panels', '8541'],
  ['lithium battery', '8507'],
  ['tyres', '4011'],
  ['car tires', '4011'],
  ['electric car', '8703'],
  ['bicycle', '8712'],
  ['motorcycle', '8711'],
  ['fridge', '8418'],
  ['washing machine', '8450'],
  ['microwave', '8516'],
  ['vacuum cleaner', '8508'],
  ['hair dryer', '8516'],
  ['sofa', '9401'],
  ['mattress', '9404'],
  ['toys', '9503'],
  ['video game console', '9504'],
  ['golf clubs', '9506'],
  ['guitar', '9202'],
  ['wrist watch', '9102'],
  ['sunglasses', '9004'],
  ['jewellery', '7113'],
  ['aluminium foil', '7607'],
  ['stainless steel sinks', '7324'],
  ['screws', '7318'],
  ['plywood', '4412'],
  ['toilet paper', '4818'],
  ['diapers', '9619'],
  ['perfume', '3303'],
  ['shampoo', '3305'],
  ['toothpaste', '3306'],
  ['soap', '3401'],
  ['face masks', '6307'],
  ['syringes', '9018'],
  ['medicine', '3004'],
];

let lines: TariffLine[];
beforeAll(async () => {
  lines = await allLines();
});

const headingsOf = (items: { htsno: string }[]) => new Set(items.map((l) => l.htsno.replaceAll('.', '').slice(0, 4)));

describe('natural queries find the heading a broker would name', () => {
  it(`${NATURAL_QUERIES.length} queries: every one finds its heading; 9 in 10 show it on the first page with sort=relevance`, async () => {
    expect(NATURAL_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(lines.length).toBeGreaterThan(20_000);
    const missing: string[] = [];
    const notFirst: string[] = [];
    let found = 0;
    let firstPage = 0;
    for (const [q, heading] of NATURAL_QUERIES) {
      // Every match, in schedule order, to see whether the heading is among them at all.
      const all: { htsno: string }[] = [];
      let cursor: string | null = null;
      do {
        const res = await callHandler(`/v1/tariffs?q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status, q).toBe(200);
        const body = (await res.json()) as { items: { htsno: string }[]; nextCursor: string | null };
        all.push(...body.items);
        cursor = body.nextCursor;
      } while (cursor !== null);
      if (headingsOf(all).has(heading)) found++;
      else missing.push(`${q} -> ${heading}`);
      const res = await callHandler(`/v1/tariffs?q=${encodeURIComponent(q)}&sort=relevance&limit=20`);
      const body = (await res.json()) as { items: { htsno: string }[] };
      if (headingsOf(body.items).has(heading)) firstPage++;
      else notFirst.push(`${q} -> ${heading}`);
    }
    console.log(`natural queries: ${found}/${NATURAL_QUERIES.length} find their heading; ${firstPage}/${NATURAL_QUERIES.length} show it on the first page with sort=relevance`);
    if (notFirst.length > 0) console.log(`not on the first page: ${notFirst.join('; ')}`);
    expect(missing).toEqual([]);
    expect(firstPage / NATURAL_QUERIES.length).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
