import * as z from 'zod';
import { chapter99FootnoteTexts, chapter99IndexData, packChapter99Index, type Chapter99IndexFile } from '../chapter99/chapter99-index.ts';
import { countryCodes } from '../estimate/country-codes.ts';
import type { Country } from '../schema/country.ts';
import { chapter99Refs } from '../hts/chapter99-refs.ts';
import { buildScanIndex } from '../query/scan-index.ts';
import { buildTextPostings, type LineTexts } from '../search/text-index.ts';
import { SectionSummary } from '../schema/chapters.ts';
import type { Synonym } from '../search/query-plan.ts';
import { Envelope } from '../schema/envelope.ts';
import { RevisionRef } from '../schema/revision-ref.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { packLines } from '../datasets/pack-lines.ts';

/**
 * The functions' data, as files read at run time: a tiny envelope every
 * request may read, one self-contained chunk per chapter, and the indexes a
 * list needs. Each request reads only the pieces it touches.
 */
export const FUNCTION_FILES = {
  envelope: 'envelope.json',
  chapter: (number: string) => `chapters/${number}.json`,
  scan: 'scan.json',
  words: 'words.json',
  referencedBy: 'chapter99-refs.json',
  /** The footnote texts of the schedule that name chapter 99: what the chapter 99 index reads besides chapter 99. */
  chapter99Footnotes: 'chapter99-footnotes.json',
  /** The current schedule's chapter 99 index, built here so that no request builds it (chapter99IndexFile). */
  chapter99Index: 'chapter99-index.json',
  /** The curated entry fees (content/fees/entry-fees.json). */
  fees: 'entry-fees.json',
  /** WordNet's hypernyms of goods nouns (derived by the build from WordNet, src/data/classify-lexicon.ts): read by the first /v1/classify only. */
  classifyLexicon: 'classify-lexicon.json',
  /** Product terms of CBP rulings (content/classify/cbp-rulings.json): read by the first /v1/classify only. */
  classifyRulings: 'classify-rulings.json',
  reference: 'reference.json',
  changes: 'changes.json',
  sources: 'sources.json',
  /** Every number the archive held and when, every removal with its successors (src/lib/codes/build-code-index.ts). */
  codes: 'codes.json',
  /** The chapter 99 law (content/chapter99), its lists read from their texts (src/data/build-law.ts): read by estimates. */
  law: 'chapter99-law.json',
  /** The releases the publisher issued after the build's schedule and when the publisher was last checked. */
  currency: 'currency.json',
} as const;

/** The envelope file: what every answer carries, and what /healthz and the release say, without a line. */
export const FunctionEnvelope = Envelope.extend({
  revision: RevisionRef,
  sections: z.array(SectionSummary),
  lineCount: z.number().int(),
  classifiableCount: z.number().int(),
});
export type FunctionEnvelope = z.infer<typeof FunctionEnvelope>;

/** The words `q` matches for a line: its description path and its number, dotted and not; its own description and number apart, for relevance. */
export const searchTexts = (line: TariffLine): LineTexts => ({
  heading: line.heading,
  above: line.descriptionPath.slice(0, -1),
  own: [...line.descriptionPath.slice(-1), line.htsno, line.digits],
});

/** Chapter 99 heading -> lines whose own footnotes name it, in schedule order. */
export const referencedBy = (lines: readonly TariffLine[]): Record<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const line of lines) {
    for (const ref of chapter99Refs(line.footnotes.map((f) => f.text))) {
      const list = map.get(ref) ?? [];
      list.push(line.htsno);
      map.set(ref, list);
    }
  }
  return Object.fromEntries([...map.keys()].sort().map((k) => [k, map.get(k)!]));
};

/** Every file of the schedule's function data, by path relative to the data directory. */
export const scheduleFiles = (
  envelope: Omit<FunctionEnvelope, 'lineCount' | 'classifiableCount'>,
  lines: readonly TariffLine[],
  synonyms: readonly Synonym[],
): Map<string, unknown> => {
  const files = new Map<string, unknown>();
  const head: FunctionEnvelope = { ...envelope, lineCount: lines.length, classifiableCount: lines.filter((l) => l.classifiable).length };
  // Checked, and written as built: a parse would rebuild objects in schema key order, and answers carry these bytes.
  FunctionEnvelope.parse(head);
  files.set(FUNCTION_FILES.envelope, head);
  const byChapter = new Map<string, TariffLine[]>();
  for (const line of lines) {
    const list = byChapter.get(line.chapter);
    if (list) list.push(line);
    else byChapter.set(line.chapter, [line]);
  }
  // The store knows which chapters have a file from the envelope's sections: they must agree.
  const counted = new Map(envelope.sections.flatMap((s) => s.chapters).map((c) => [c.number, c.lineCount]));
  for (const [number, chapterLines] of byChapter) {
    if (counted.get(number) !== chapterLines.length) throw new Error(`chapter ${number}: ${chapterLines.length} lines, the sections say ${counted.get(number)}`);
    files.set(FUNCTION_FILES.chapter(number), packLines(chapterLines));
  }
  files.set(FUNCTION_FILES.scan, buildScanIndex(lines));
  files.set(FUNCTION_FILES.words, buildTextPostings(lines.length, (i) => searchTexts(lines[i]!), synonyms));
  files.set(FUNCTION_FILES.referencedBy, referencedBy(lines));
  files.set(FUNCTION_FILES.chapter99Footnotes, [...chapter99FootnoteTexts(lines)].sort());
  return files;
};

/**
 * The current schedule's chapter 99 index data, as the function would build it on its first estimate
 * (src/app/chapter99-index.ts): chapter 99's lines of 8 digits or more, the footnote texts naming chapter 99
 * (as FUNCTION_FILES.chapter99Footnotes holds them), and the countries reference data's names. Null when the
 * schedule has no chapter 99.
 */
export const chapter99IndexFile = (lines: readonly TariffLine[], countries: readonly Country[]): Chapter99IndexFile | null => {
  if (!lines.some((l) => l.chapter === '99')) return null;
  const headings = lines
    .filter((l) => l.chapter === '99' && l.digits.length >= 8)
    .map((l) => ({ heading: l.htsno, description: l.description, rate: l.general.text, descriptionPath: l.descriptionPath, footnotes: l.footnotes.map((f) => f.text) }));
  return packChapter99Index(chapter99IndexData({ headings, footnoteTexts: [...chapter99FootnoteTexts(lines)].sort(), countryCode: countryCodes(countries) }));
};
