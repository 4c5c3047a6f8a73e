import type { HtsStore } from '../query/hts-store.ts';
import type { SectionSummary } from '../schema/chapters.ts';
import type { ClassifyHeading, ClassifySubheading, ClassifyWhy } from '../schema/classify.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { explainMatch, matchTexts } from '../search/explain.ts';
import type { QueryGroup } from '../search/query-plan.ts';
import type { ClassifyLexicon } from './lexicon.ts';
import { readDescription, type ReadDescription, type Reading } from './read-description.ts';

/**
 * From a product description to its headings: the description is read several ways (read-description.ts: all its
 * words, each phrase, each phrase's head noun with the materials named, WordNet's more general words for that noun),
 * each reading asks the schedule's heading search (src/lib/search, as GET /v1/headings ranks), and the headings are
 * ranked by a weighted vote over the readings' rankings (reciprocal rank fusion): a heading that several readings
 * rank high beats one a single reading ranks first. Every heading says which readings found it and which words of
 * which line they matched (`why`), read from the line's own text.
 */

/** Headings each reading votes for, best first. */
const VOTES_PER_READING = 30;
/** The damping of reciprocal rank fusion: a first place is worth 1/(RANK_DAMPING + 1). Tuned on the tuning half. */
export const RANK_DAMPING = 5;
/** Best lines of a heading looked at to choose its subheadings. */
const LINES_PER_HEADING = 25;
/** Subheadings given to the headings in order (the first heading's three best six-digit subheadings, ...). */
const SUBHEADING_SHARES = [3, 2, 2, 1, 1, 1, 1, 1, 1, 1];
const WHY_PER_HEADING = 3;
const JOINING_WORDS = new Set(['of', 'or', 'and', 'with', 'for', 'the', 'a', 'an', 'in', 'on', 'to', 'by', 'other', 'than']);

export interface ClassifyResult {
  read: Pick<ReadDescription, 'words' | 'heads' | 'materials'>;
  headings: ClassifyHeading[];
  subheadings: ClassifySubheading[];
}

interface Vote {
  reading: Reading;
  groups: QueryGroup[];
  rank: number;
  lines: Int32Array;
  value: number;
}

/** Goods are classified in chapters 1 to 97; 98 and 99 are special provisions and additional duties on goods classified there. */
const isGoodsHeading = (heading: string): boolean => heading < '98';

export const classify = async (
  store: HtsStore,
  sections: readonly SectionSummary[],
  lexicon: ClassifyLexicon | undefined,
  description: string,
  limit: number,
): Promise<ClassifyResult> => {
  const read = readDescription(description, lexicon);
  const votes = new Map<string, Vote[]>();
  for (const reading of read.readings) {
    let hits = await store.headings(reading.q);
    if (hits.total === 0) hits = await store.headings(reading.q, true);
    let rank = 0;
    for (const hit of hits.slice(0, VOTES_PER_READING + 10)) {
      if (!isGoodsHeading(hit.heading)) continue;
      if (++rank > VOTES_PER_READING) break;
      const list = votes.get(hit.heading) ?? [];
      list.push({ reading, groups: hits.groups, rank, lines: hit.lines, value: reading.weight / (RANK_DAMPING + rank) });
      votes.set(hit.heading, list);
    }
  }
  const total = read.readings.reduce((sum, r) => sum + r.weight / (RANK_DAMPING + 1), 0);
  const ranked = [...votes.entries()]
    .map(([heading, list]) => ({ heading, votes: list.sort((a, b) => b.value - a.value), score: list.reduce((s, v) => s + v.value, 0) }))
    .sort((a, b) => b.score - a.score || (a.heading < b.heading ? -1 : 1))
    .slice(0, limit);

  // The lines read: each heading's best line for each of its strongest votes, and the best lines of the headings that give subheadings.
  const subheadingHeadings = ranked.slice(0, SUBHEADING_SHARES.length);
  const wanted = new Set<number>();
  for (const h of ranked) for (const v of h.votes.slice(0, WHY_PER_HEADING)) wanted.add(v.lines[0]!);
  for (const h of subheadingHeadings) for (const i of h.votes[0]!.lines.subarray(0, LINES_PER_HEADING)) wanted.add(i);
  const indexes = Int32Array.from(wanted);
  const unpacked = await store.lines(indexes);
  const lineAt = new Map<number, TariffLine>(Array.from(indexes, (i, k) => [i, unpacked[k]!]));

  const chapters = new Map(sections.flatMap((s) => s.chapters.map((c) => [c.number, c.title] as const)));
  const headings: ClassifyHeading[] = ranked.map((h) => {
    const first = lineAt.get(h.votes[0]!.lines[0]!)!;
    return {
      heading: h.heading,
      description: first.descriptionPath[0] ?? '',
      chapter: { number: h.heading.slice(0, 2), title: chapters.get(h.heading.slice(0, 2)) ?? '' },
      score: Math.round((h.score / total) * 1000) / 1000,
      why: h.votes.slice(0, WHY_PER_HEADING).map((v) => whyOf(v, lineAt.get(v.lines[0]!)!)),
    };
  });

  const subheadings: ClassifySubheading[] = [];
  subheadingHeadings.forEach((h, k) => {
    const seen = new Set<string>();
    for (const i of h.votes[0]!.lines.subarray(0, LINES_PER_HEADING)) {
      if (seen.size >= SUBHEADING_SHARES[k]! || subheadings.length >= limit) break;
      const line = lineAt.get(i)!;
      if (line.digits.length < 6) continue;
      const six = line.digits.slice(0, 6);
      if (seen.has(six)) continue;
      seen.add(six);
      subheadings.push(subheadingOf(line));
    }
  });
  return { read: { words: read.words, heads: read.heads, materials: read.materials }, headings, subheadings };
};

const whyOf = (vote: Vote, line: TariffLine): ClassifyWhy => ({
  evidence: vote.reading.kind,
  asked: vote.reading.q,
  ...(vote.reading.hypernym ? { hypernym: vote.reading.hypernym } : {}),
  rank: vote.rank,
  // A synonym's schedule phrase matches its joining words too ("footwear with outer soles of ..."): they say nothing.
  matched: [...new Set(explainMatch(vote.groups, matchTexts(line)).flatMap((m) => m.words))].filter((w) => !JOINING_WORDS.has(w)),
  htsno: line.htsno,
  text: line.descriptionPath.join(' > '),
});

const subheadingOf = (line: TariffLine): ClassifySubheading => ({
  htsno: line.htsno,
  heading: line.heading,
  description: line.description,
  descriptionPath: line.descriptionPath,
  classifiable: line.classifiable,
  general: line.general.text,
  rateKind: line.rateKind,
});
