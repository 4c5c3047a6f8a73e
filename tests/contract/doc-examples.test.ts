/**
 * The README's and docs/GUIDE.md's curl examples, run as written against the built function (in process): each
 * anonymous example with a JSON body or a query answers 2xx, and the figures the comments promise for the stacked
 * examples are the figures the answer gives. Examples that need a key, a file or a header other than Content-Type
 * are left to the suites of their endpoints.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/data/paths.ts';
import { callHandler } from '../support/app.ts';

interface Example {
  doc: string;
  path: string;
  body?: string;
}

/** Each `curl -s "$SITE/..."` of a document's sh blocks, its continuation lines joined. */
const examplesOf = (doc: string): Example[] => {
  const text = readFileSync(join(ROOT, doc), 'utf8').replace(/\\\n\s*/g, ' ');
  const out: Example[] = [];
  for (const line of text.split('\n')) {
    const m = /^curl -s "?\$SITE(\/[^"\s]*)"?(.*)$/.exec(line.trim());
    if (m === null || /Authorization|--data-binary|Accept:|-X /.test(m[2]!)) continue;
    const body = /-d '([^']*)'/.exec(m[2]!)?.[1];
    out.push({ doc, path: m[1]!, ...(body !== undefined ? { body } : {}) });
  }
  return out;
};

const EXAMPLES = [...examplesOf('README.md'), ...examplesOf('docs/GUIDE.md')];
const call = (e: Example) =>
  callHandler(e.path, e.body === undefined ? undefined : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: e.body });

describe('the documents\' examples', () => {
  it('finds the examples it runs', () => {
    expect(EXAMPLES.filter((e) => e.doc === 'README.md').length).toBeGreaterThanOrEqual(8);
    expect(EXAMPLES.some((e) => e.body?.includes('"stack"'))).toBe(true);
  });

  it.each(EXAMPLES.map((e) => [`${e.doc}: ${e.path} ${e.body ?? ''}`.trim(), e] as const))('%s answers 2xx', async (_, e) => {
    const res = await call(e);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  });

  it('the stacked examples give the totals their comments promise', async () => {
    const totals = new Map<string, number[]>();
    for (const e of EXAMPLES.filter((x) => x.body?.includes('"stack"'))) {
      const answer = (await (await call(e)).json()) as { dutyUsd: number; stacked: { totalDutyUsd: number; applied: { heading: string; amountUsd: number }[] } };
      totals.set(e.body!, [answer.dutyUsd, answer.stacked.totalDutyUsd, ...answer.stacked.applied.map((a) => a.amountUsd)]);
    }
    const steel = [...totals].find(([body]) => body.includes('7208.10.15.00'))![1];
    expect(steel).toEqual([0, 7500, 2500, 0, 5000, 0]);
    const wine = [...totals].find(([body]) => body.includes('"usContentPercent":40'))![1];
    // 9903.01.34 at $0; the top-up on the 60% that is not U.S. content: 15% x 3,000 - 60% x 47.25 = 421.65
    expect(wine).toEqual([47.25, 468.9, 0, 421.65, 47.25]);
  });
});
