import type { HeadingHits, HtsStore } from '../query/hts-store.ts';
import type { SectionSummary } from '../schema/chapters.ts';
import type { ClassifyHeading, ClassifySubheading, ClassifyWhy } from '../schema/classify.ts';
import type { TariffLine } from '../schema/tariff-line.ts';
import { explainMatch, matchTexts } from '../search/explain.ts';
import type { ClassifyLexicon } from './lexicon.ts';
import { readDescription, type ReadDescription, type Reading } from './read-description.ts';
import { rulingVotes, type CbpRuling, type RulingIndex } from './ruling-terms.ts';

/**
 * From a product description to its headings: the description is read several ways (read-description.ts: all its
 * words, each phrase, each phrase's head noun with the materials named, WordNet's more general words for that noun),
 * each reading asks the schedule's heading search (src/lib/search, as GET /v1/headings ranks), and the headings are
 * ranked by a weighted vote over the readings' rankings (reciprocal rank fusion): a heading that several readings
 * rank high beats one a single reading ranks first. CBP rulings whose goods the description names (ruling-terms.ts)
 * rank headings too, and vote the same way. Every heading says which readings found it and which words of which line
 * they matched, or which ruling named the goods (`why`), read from the line's or the ruling's own text.
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
/**
 * The weight of the rulings' ranking in the vote, beside the readings' (read-description.ts); chosen on the tuning half
 * (0.8 with 201 rulings; 1.6 with 1,837; 2.0 with 2,862; with 3,607, 2.4 puts the ruled heading first as often as
 * 2.0 and 3.0 and more often in the first 10).
 */
export const RULING_WEIGHT = 2.4;
/**
 * A ruled heading's vote is scaled by its best ruling's coverage (the share of that ruling's subject the description
 * names, ruling-terms.ts) to this power: the goods CBP ruled are named by the description, not one word of them. A lone
 * ruling on "alcohol-removed wine" (2202) then no longer outvotes the schedule's "wine of fresh grapes" (2204) for
 * "wine", nor one on a "beer mug" the beers of 2203. Chosen on the tuning half: of 0.5, 1, 2 and 3, 2 keeps its top-1
 * and top-3 (0.5 and 1 lost a first place, 3 three), and our own everyday cases gain first places.
 */
export const RULING_COVERAGE_POWER = 2;
/** Headings the rulings vote for (10 until the tuning half chose 15 with 3,607 rulings: 12, 15, 20 and 30 tried). */
const RULING_VOTES = 15;
/**
 * The weight of the chapters' vote in a heading's order: readings that disagree on the heading often agree on its
 * chapter (footwear, garments, machines), so each reading's ranking of chapters (by each chapter's first heading in
 * its ranking) votes by the same fusion, and a heading adds its chapter's vote times this. Chosen on the tuning half
 * (0.2 before the rulings voted for 15 headings; then 0.3, of 0.1 to 0.6).
 */
export const CHAPTER_WEIGHT = 0.3;
/**
 * When every word of the description is on the lines of at most this many headings of chapters 1 to 97, the schedule
 * names the goods in its own terms (GRI 1), and the description's reading weighs NAMED_WEIGHT times its weight: the
 * more general words of the other readings (a hypernym's "tool" for "scissors", a ruling's "cleaning machines" for
 * "household sewing machine") then do not outvote it. Both chosen on the tuning half.
 */
const NAMED_BY_FEW = 2;
const NAMED_WEIGHT = 3;

/** What classify reads beside the schedule: WordNet's hypernyms and the terms of CBP rulings (each optional). */
export interface ClassifySources {
  lexicon?: ClassifyLexicon;
  rulings?: RulingIndex;
}

export interface ClassifyResult {
  read: Pick<ReadDescription, 'words' | 'heads' | 'materials'>;
  headings: ClassifyHeading[];
  subheadings: ClassifySubheading[];
}

/** One reading's vote for a heading; its search gives the lines of the heading it matched (read only for headings shown). */
interface SearchVote {
  kind: 'search';
  reading: Reading;
  hits: HeadingHits;
  heading: string;
  rank: number;
  value: number;
}
/** The rulings' vote for a heading: the ruling that weighed most, and the description's words it named. */
interface RulingVote {
  kind: 'ruling';
  ruling: CbpRuling;
  words: string[];
  /** The ruling subject's words those matched. */
  matched: string[];
  /** The numbers ruled (digits), one per six-digit subheading, the most often ruled subheading first. */
  codes: string[];
  rank: number;
  value: number;
}
type Vote = SearchVote | RulingVote;

/** Each chapter's title by its number, made once per schedule's sections (the same object for every request). */
const titlesMade = new WeakMap<readonly SectionSummary[], ReadonlyMap<string, string>>();
const chapterTitles = (sections: readonly SectionSummary[]): ReadonlyMap<string, string> => {
  let titles = titlesMade.get(sections);
  if (!titles) titlesMade.set(sections, (titles = new Map(sections.flatMap((s) => s.chapters.map((c) => [c.number, c.title] as const)))));
  return titles;
};

/** Goods are classified in chapters 1 to 97; 98 and 99 are special provisions and additional duties on goods classified there. */
const isGoodsHeading = (heading: string): boolean => heading < '98';

export const classify = async (
  store: HtsStore,
  sections: readonly SectionSummary[],
  sources: ClassifySources,
  description: string,
  limit: number,
): Promise<ClassifyResult> => {
  const read = readDescription(description, sources.lexicon);
  const votes = new Map<string, Vote[]>();
  /** The most a heading can win: every reading (and the rulings) ranking it first. */
  let total = 0;
  const chapterVotes = new Map<string, number>();
  /** One ranking's vote for the chapters of its headings (best first), each chapter ranked where its first heading is. */
  const voteChapters = (headings: readonly string[], weight: number) => {
    const seen = new Set<string>();
    for (const heading of headings) {
      const chapter = heading.slice(0, 2);
      if (seen.has(chapter)) continue;
      seen.add(chapter);
      chapterVotes.set(chapter, (chapterVotes.get(chapter) ?? 0) + weight / (RANK_DAMPING + seen.size));
    }
  };
  for (const reading of read.readings) {
    let hits = await store.headings(reading.q);
    const whole = hits.total > 0;
    if (!whole) hits = await store.headings(reading.q, true);
    // The headings only: their lines are read for the few headings shown, not for every heading voted for.
    const ranked = hits.order(0, VOTES_PER_READING + 10).filter(isGoodsHeading).slice(0, VOTES_PER_READING);
    const weight = reading.kind === 'description' && whole && ranked.length > 0 && ranked.length <= NAMED_BY_FEW ? reading.weight * NAMED_WEIGHT : reading.weight;
    ranked.forEach((heading, k) => {
      const list = votes.get(heading) ?? [];
      list.push({ kind: 'search', reading, hits, heading, rank: k + 1, value: weight / (RANK_DAMPING + k + 1) });
      votes.set(heading, list);
    });
    voteChapters(ranked, weight);
    total += weight / (RANK_DAMPING + 1);
  }
  if (sources.rulings) {
    const ruled = rulingVotes(sources.rulings, read).filter((v) => isGoodsHeading(v.heading)).slice(0, RULING_VOTES);
    if (ruled.length > 0) total += RULING_WEIGHT / (RANK_DAMPING + 1);
    voteChapters(ruled.map((v) => v.heading), RULING_WEIGHT);
    ruled.forEach((v, k) => {
      const bySix = new Map<string, { code: string; count: number }>();
      for (const c of v.cites) {
        const code = c.ruling.code.replaceAll('.', '');
        const known = bySix.get(code.slice(0, 6)) ?? { code, count: 0 };
        known.count += 1;
        bySix.set(code.slice(0, 6), known);
      }
      const codes = [...bySix.values()].sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : 1)).map((c) => c.code);
      const best = v.cites[0]!;
      const list = votes.get(v.heading) ?? [];
      const covered = v.cites.reduce((m, c) => Math.max(m, c.coverage), 0);
      list.push({ kind: 'ruling', ruling: best.ruling, words: best.words, matched: best.matched, codes, rank: k + 1, value: (RULING_WEIGHT / (RANK_DAMPING + k + 1)) * covered ** RULING_COVERAGE_POWER });
      votes.set(v.heading, list);
    });
  }
  // A heading's votes and its chapter's: each at most `total` (every reading ranking it, or its chapter, first).
  const ranked = [...votes.entries()]
    .map(([heading, list]) => ({
      heading,
      votes: list.sort((a, b) => b.value - a.value),
      score: (list.reduce((s, v) => s + v.value, 0) + CHAPTER_WEIGHT * (chapterVotes.get(heading.slice(0, 2)) ?? 0)) / (1 + CHAPTER_WEIGHT),
    }))
    .sort((a, b) => b.score - a.score || (a.heading < b.heading ? -1 : 1))
    .slice(0, limit);

  // A heading rulings found: the lines of the six-digit subheadings they ruled, from its chapter, and when only rulings
  // found it, its own line (what it is called; the readings' lines say it otherwise, and finding it costs a sort of the chapter).
  const searchVotes = (h: { votes: Vote[] }) => h.votes.filter((v): v is SearchVote => v.kind === 'search');
  const ruledLines = new Map<string, { own: TariffLine | undefined; sixes: () => Generator<TariffLine> }>();
  for (const h of ranked) {
    const ruling = h.votes.find((v): v is RulingVote => v.kind === 'ruling');
    if (!ruling) continue;
    const chapter = await store.chapter(h.heading.slice(0, 2));
    // The first line of a prefix that is at least as long, unpacking only that one (a heading may have hundreds).
    const first = (prefix: string) => {
      const at = chapter?.startingWith(prefix).find((i) => chapter.digits[i]!.length >= prefix.length);
      return at === undefined ? undefined : chapter!.line(at);
    };
    // A ruled subheading as a line with a rate: the number ruled when the schedule still has it, else the first of its
    // six digits that carries a general rate (a six-digit line may only group others).
    const rated = (code: string): TariffLine | undefined => {
      const under = chapter?.startingWith(code.slice(0, 6)) ?? [];
      // The number ruled is among its six digits' lines (the last of that number, as chapter.get reads it): found
      // there, the chapter's index by number is not made for a few rulings.
      let at: number | undefined;
      for (const i of under) if (chapter!.digits[i] === code) at = i;
      const exact = at === undefined ? undefined : chapter!.line(at);
      if (exact && exact.general.text !== '') return exact;
      for (const i of under) {
        const line = chapter!.line(i);
        if (line.general.text !== '') return line;
      }
      return under.length > 0 ? chapter!.line(under[0]!) : undefined;
    };
    // Read as the subheadings are chosen: a heading gives at most three, and a ruled heading may have many.
    const sixes = function* () {
      for (const code of ruling.codes) {
        const line = rated(code);
        if (line !== undefined && line.digits.length >= 6) yield line;
      }
    };
    ruledLines.set(h.heading, { own: searchVotes(h).length > 0 ? undefined : first(h.heading), sixes });
  }
  // Rulings of years past may name a heading the schedule no longer has: such a heading is left out.
  const shown = ranked.filter((h) => searchVotes(h).length > 0 || ruledLines.get(h.heading)?.own !== undefined);

  // The subheadings, chosen by their lines' numbers before any line is unpacked: the first heading's best six-digit
  // subheadings, then the next's. A heading's subheadings rulings ruled come first, then the best lines the readings matched.
  const linesOf = (v: SearchVote) => v.hits.linesOf(v.heading);
  const chosen: (TariffLine | number)[] = [];
  shown.slice(0, SUBHEADING_SHARES.length).forEach((h, k) => {
    const seen = new Set<string>();
    const search = searchVotes(h)[0];
    const candidates = (function* (): Generator<{ digits: string; line: TariffLine | number }> {
      for (const line of ruledLines.get(h.heading)?.sixes() ?? []) yield { digits: line.digits, line };
      for (const i of search ? linesOf(search).subarray(0, LINES_PER_HEADING) : []) yield { digits: search!.hits.digits(i), line: i };
    })();
    for (const { digits, line } of candidates) {
      if (seen.size >= SUBHEADING_SHARES[k]! || chosen.length >= limit) break;
      if (digits.length < 6) continue;
      const six = digits.slice(0, 6);
      if (seen.has(six)) continue;
      seen.add(six);
      chosen.push(line);
    }
  });

  // The lines unpacked: each heading's best line for each of its strongest votes, and the subheadings chosen.
  const wanted = new Set<number>();
  for (const h of shown) for (const v of searchVotes(h).slice(0, WHY_PER_HEADING)) wanted.add(linesOf(v)[0]!);
  for (const line of chosen) if (typeof line === 'number') wanted.add(line);
  const indexes = Int32Array.from(wanted);
  const unpacked = await store.lines(indexes);
  const lineAt = new Map<number, TariffLine>(Array.from(indexes, (i, k) => [i, unpacked[k]!]));

  const chapters = chapterTitles(sections);
  const headings: ClassifyHeading[] = shown.map((h) => {
    const search = searchVotes(h)[0];
    const first = search ? lineAt.get(linesOf(search)[0]!)! : ruledLines.get(h.heading)!.own!;
    return {
      heading: h.heading,
      description: first.descriptionPath[0] ?? '',
      chapter: { number: h.heading.slice(0, 2), title: chapters.get(h.heading.slice(0, 2)) ?? '' },
      score: Math.round((h.score / total) * 1000) / 1000,
      why: h.votes.slice(0, WHY_PER_HEADING).map((v) => (v.kind === 'search' ? whyOf(v, lineAt.get(linesOf(v)[0]!)!) : rulingWhyOf(v))),
    };
  });

  const subheadings = chosen.map((line) => subheadingOf(typeof line === 'number' ? lineAt.get(line)! : line));
  return { read: { words: read.words, heads: read.heads, materials: read.materials }, headings, subheadings };
};

const rulingWhyOf = (vote: RulingVote): ClassifyWhy => ({
  evidence: 'ruling',
  asked: vote.words.join(' '),
  rank: vote.rank,
  matched: vote.matched,
  ruling: {
    ruling: vote.ruling.ruling,
    subject: vote.ruling.subject,
    code: vote.ruling.code,
    date: vote.ruling.rulingDate ?? vote.ruling.notAfter!,
    url: vote.ruling.url,
  },
});

const whyOf = (vote: SearchVote, line: TariffLine): ClassifyWhy => ({
  evidence: vote.reading.kind,
  asked: vote.reading.q,
  ...(vote.reading.hypernym ? { hypernym: vote.reading.hypernym } : {}),
  rank: vote.rank,
  // A synonym's schedule phrase matches its joining words too ("footwear with outer soles of ..."): they say nothing.
  matched: [...new Set(explainMatch(vote.hits.groups, matchTexts(line)).flatMap((m) => m.words))].filter((w) => !JOINING_WORDS.has(w)),
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
