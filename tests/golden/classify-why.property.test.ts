/**
 * Every answer of GET /v1/classify is true to the texts it cites, on random descriptions over the real schedule:
 * words of the schedule, nouns of the WordNet lexicon, materials, noise and ruling frames ("The tariff classification
 * of ... from China"), the words of CBP rulings' subjects. Each `why` cites a line whose description path is its
 * `text`, under its heading, and every word it says matched is a word of that text, or a ruling of the rulings file,
 * of that heading, whose subject holds every word it says matched; the words asked come from the description (or are the hypernym the
 * lexicon gives for one of its head nouns); subheadings are lines of the answered headings, one per six digits.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hypernymsOf, type ClassifyLexicon } from '../../src/lib/classify/lexicon.ts';
import { MATERIAL_ARTICLES } from '../../src/lib/classify/read-description.ts';
import { CbpRulings } from '../../src/lib/classify/ruling-terms.ts';
import { ClassifyAnswer } from '../../src/lib/schema/classify.ts';
import type { TariffLine } from '../../src/lib/schema/tariff-line.ts';
import { termKey, tokens } from '../../src/lib/search/analyser.ts';
import { allLines, callHandler, testDeps } from '../support/app.ts';

const rulings = CbpRulings.parse(JSON.parse(readFileSync('content/classify/cbp-rulings.json', 'utf8')));
const rulingWords = [...new Set(rulings.rulings.flatMap((r) => tokens(r.subject)))].sort();
let byNumber: Map<string, TariffLine>;
let scheduleWords: string[];
// The lexicon the build derived from WordNet, as the function reads it.
let lexicon: ClassifyLexicon;
beforeAll(async () => {
  lexicon = await testDeps.classifyLexicon();
  const lines = await allLines();
  byNumber = new Map(lines.map((l) => [l.htsno, l]));
  scheduleWords = [...new Set(lines.filter((l) => l.chapter < '98').flatMap((l) => tokens(l.description).filter((w) => w.length > 3 && !/\d/.test(w))))].sort();
});

const description = () => {
  const word = fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((i) => scheduleWords[i % scheduleWords.length]!),
    fc.constantFrom(...Object.keys(lexicon.hypernyms).slice(0, 5000)),
    fc.constantFrom(...rulingWords),
    fc.constantFrom('plastic', 'steel', 'cotton', 'wooden', 'leather', 'glass', 'aluminum', 'rubber'),
    fc.constantFrom('a', 'the', 'of', 'for', 'with', 'and', 'set', '2-in-1', 'three', 'USP', 'kids'),
  );
  return fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom('', 'The tariff classification of '), fc.constantFrom('', ' from China', ' from the Philippines'))
    .map(([words, before, after]) => `${before}${words.join(' ')}${after}`);
};

describe('GET /v1/classify: why is true to the text it cites', () => {
  it('on random descriptions over the real schedule', async () => {
    await fc.assert(
      fc.asyncProperty(description(), async (text) => {
        const res = await callHandler(`/v1/classify?description=${encodeURIComponent(text)}&limit=10`);
        expect(res.status).toBe(200);
        const answer = ClassifyAnswer.parse(await res.json());
        const given = new Set(tokens(text));
        for (const w of answer.read.words) expect(given.has(w), w).toBe(true);
        const headings = answer.headings.map((h) => h.heading);
        expect(new Set(headings).size).toBe(headings.length);
        answer.headings.forEach((h, k) => {
          expect(h.heading < '98', h.heading).toBe(true);
          if (k > 0) expect(h.score).toBeLessThanOrEqual(answer.headings[k - 1]!.score);
          for (const why of h.why) {
            const asked = tokens(why.asked);
            if (why.evidence === 'ruling') {
              // A ruling of the file, of this heading, whose subject holds every word matched, each a key of a word asked.
              expect(why.ruling).toBeDefined();
              expect(why.htsno).toBeUndefined();
              const ruling = rulings.rulings.find((r) => r.ruling === why.ruling!.ruling);
              expect(ruling, why.ruling!.ruling).toBeDefined();
              expect(why.ruling!.subject).toBe(ruling!.subject);
              expect(why.ruling!.code).toBe(ruling!.code);
              expect(ruling!.code.slice(0, 4)).toBe(h.heading);
              const subject = new Set(tokens(ruling!.subject));
              for (const m of why.matched) expect(subject.has(m), `${m} in ${ruling!.subject}`).toBe(true);
              expect(why.matched.length).toBe(asked.length);
              why.matched.forEach((m, i) => expect(termKey(m)).toBe(termKey(asked[i]!)));
              for (const w of asked) expect(given.has(w), w).toBe(true);
              continue;
            }
            expect(why.ruling).toBeUndefined();
            const line = byNumber.get(why.htsno!);
            expect(line, why.htsno).toBeDefined();
            expect(line!.heading).toBe(h.heading);
            expect(why.text).toBe(line!.descriptionPath.join(' > '));
            const words = new Set(tokens(why.text!));
            for (const m of why.matched) expect(words.has(m), `${m} in ${why.text}`).toBe(true);
            if (why.evidence === 'hypernym') {
              expect(why.hypernym).toBeDefined();
              expect(answer.read.heads).toContain(why.hypernym!.of);
              expect(hypernymsOf(lexicon, why.hypernym!.of)).toContain(why.hypernym!.is);
              for (const w of asked) expect(given.has(w) || tokens(why.hypernym!.is).includes(w), w).toBe(true);
            } else if (why.evidence === 'material') {
              expect(answer.read.materials).toContain(asked[0]);
              expect(asked.slice(1)).toEqual([MATERIAL_ARTICLES]);
            } else {
              expect(why.hypernym).toBeUndefined();
              for (const w of asked) expect(given.has(w), w).toBe(true);
            }
          }
        });
        const sixes = new Set<string>();
        for (const s of answer.subheadings) {
          const line = byNumber.get(s.htsno);
          expect(line, s.htsno).toBeDefined();
          expect(headings).toContain(line!.heading);
          expect(s.general).toBe(line!.general.text);
          expect(sixes.has(line!.digits.slice(0, 6))).toBe(false);
          sixes.add(line!.digits.slice(0, 6));
        }
      }),
      { numRuns: 80 },
    );
  }, 600_000);
});
