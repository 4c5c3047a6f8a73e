/**
 * A catalogue of 5,000 mixed codes checked in process against the current schedule, the way a use case runs it:
 * plan from the code index, load the chapters it names from the store, answer. The mix is taken from the build's
 * own data: current lines (some dotted, some not, some padded with spaces), headings and subheadings, removed
 * numbers, typos (two digits swapped, a lost leading zero) and malformed cells.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_DIR } from '../../src/data/paths.ts';
import type { Deps } from '../../src/app/deps.ts';
import { answerCodeChecks, planCodeChecks, type CodeInput } from '../../src/lib/codes/check-codes.ts';
import { codeIndexOf, type CodeIndex } from '../../src/lib/codes/code-index.ts';
import { dotted } from '../../src/lib/codes/dotted.ts';
import { FUNCTION_FILES } from '../../src/lib/function-data/function-data.ts';
import type { CodeIndexFile } from '../../src/lib/schema/code-index.ts';
import { latency } from './in-process.ts';

const round = (x: number) => Math.round(x * 100) / 100;

/** 5,000 codes: 60% current lines, 10% headings, 10% removed, 15% typos, 5% malformed; the same every run. */
export const codeMix = (file: CodeIndexFile, index: CodeIndex, at: number, size = 5000): CodeInput[] => {
  const held = index.numbersAt(at);
  const leaves = held.numbers.filter((d) => held.isLeaf(d));
  const parents = held.numbers.filter((d) => !held.isLeaf(d));
  const gone = file.removals.map((r) => r.digits).filter((d) => !index.held(d, at));
  const pick = <T>(list: readonly T[], i: number, step: number): T => list[(i * step) % list.length]!;
  const codes = Array.from({ length: size }, (_, i): string => {
    const slot = i % 20;
    if (slot < 12) {
      const d = pick(leaves, i, 7);
      return slot % 3 === 0 ? d : slot % 3 === 1 ? dotted(d) : ` ${dotted(d)} `;
    }
    if (slot < 14) return dotted(pick(parents, i, 3));
    if (slot < 16) return dotted(pick(gone, i, 1));
    if (slot < 19) {
      const d = pick(leaves, i, 11);
      if (slot === 18 && d.startsWith('0')) return d.slice(1);
      const k = i % (d.length - 1);
      return d.slice(0, k) + d[k + 1] + d[k] + d.slice(k + 2);
    }
    return ['', 'abc', '2204.21.50.05.99', '22-04'][i % 4]!;
  });
  return codes.map((value, i) => ({ row: i + 1, value }));
};

export const codeChecksBench = async (deps: Deps, runs = 50) => {
  // What a fresh process pays once: the index read and parsed; then the first check loads the chapters it names.
  const started = performance.now();
  const file = JSON.parse(readFileSync(join(FUNCTION_DIR, FUNCTION_FILES.codes), 'utf8')) as CodeIndexFile;
  const index = codeIndexOf(file);
  const indexMs = performance.now() - started;
  const { store, revision } = await deps.hts();
  const at = index.indexOf(revision.id);
  const inputs = codeMix(file, index, at);
  const once = async () => {
    const plan = planCodeChecks(inputs, index, at);
    const chapters = new Map(await Promise.all(plan.chapters.map(async (n) => [n, await store.chapter(n)] as const)));
    return answerCodeChecks(plan, index, chapters);
  };
  const t0 = performance.now();
  const first = await once();
  const firstMs = performance.now() - t0;
  return {
    codes: inputs.length,
    counts: first.counts,
    indexMs: round(indexMs),
    firstMs: round(firstMs),
    ...(await latency(runs, once)),
    answerKb: Math.round(JSON.stringify(first).length / 1024),
  };
};
