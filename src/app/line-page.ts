/**
 * What the page of one line (/lines/2204.21.50.05/) shows, from the current schedule: the line found by its exact
 * number (a heading such as 2204 is a line too), the numbered lines above it, its section and chapter, the countries
 * that can claim each of its special programmes, and the chapter 99 headings its footnotes name (a footnote on a
 * subheading, "See 9903.88.03.", speaks for the lines under it, so theirs count too). A number that is no
 * line falls back to the lookup's answer: a unique prefix finds its line (the page sends the reader there), several
 * lines are ambiguous, none is not found.
 */
import { footnoteParts } from '../lib/site/footnote-parts.ts';
import { normaliseHtsno } from '../lib/query/hts-store.ts';
import { ok } from '../lib/result.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import type { Deps } from './deps.ts';
import { failed, type Outcome } from './failure.ts';
import { lineLookup, type LineInput } from './line-lookup.ts';

export interface LinePageData {
  line: TariffLine;
  /** The numbered lines whose number starts the line's, broadest first (2204, 2204.21, 2204.21.50). */
  ancestors: TariffLine[];
  section: { roman: string; title: string };
  chapterTitle: string;
  release: string;
  /** Programme indicator ("AU", "A+") -> names of the countries that may claim it today; only the line's programmes. */
  programmeCountries: Record<string, string[]>;
  /** The chapter 99 lines its footnotes, or those of the lines above it, name that exist, in the order first named. */
  namedHeadings: TariffLine[];
}

const digitsOf = (htsno: string) => htsno.replaceAll('.', '');

export const linePageData = async (deps: Deps, input: LineInput): Promise<Outcome<LinePageData>> => {
  const digits = normaliseHtsno(input.htsno);
  const { store, sections, envelope } = await deps.hts();
  const chapter = digits === null ? undefined : await store.chapter(digits.slice(0, 2));
  const exact = digits === null ? undefined : chapter?.get(digits);
  if (!chapter || !exact) {
    const found = await lineLookup(deps, input);
    if (!found.ok) return found;
    return linePageData(deps, { htsno: found.value.htsno });
  }
  const ancestors = chapter.digits.flatMap((d, i) => (d !== digits && digits!.startsWith(d) ? [chapter.line(i)] : []));
  const section = sections.find((s) => s.chapters.some((c) => c.number === exact.chapter));
  const chapterTitle = section?.chapters.find((c) => c.number === exact.chapter)?.title;
  if (!section || chapterTitle === undefined) return failed({ kind: 'unavailable', detail: `Chapter ${exact.chapter} is missing from the schedule's sections` });

  const programmes = new Set(exact.parsedSpecial?.groups.flatMap((g) => g.programmes) ?? []);
  const programmeCountries: Record<string, string[]> = Object.fromEntries([...programmes].map((p) => [p, [] as string[]]));
  if (programmes.size > 0) {
    for (const country of (await deps.reference()).countries)
      for (const p of country.programmes) if (p.claimable && programmes.has(p.code)) programmeCountries[p.code]!.push(country.name);
  }

  const named = [exact, ...ancestors].flatMap((l) => l.footnotes).flatMap((f) => footnoteParts(f.text, () => true).flatMap((p) => ('heading' in p ? [p.heading] : [])));
  const ch99 = named.length > 0 ? await store.chapter('99') : undefined;
  const namedHeadings = [...new Set(named)].flatMap((h) => {
    const line = ch99?.get(digitsOf(h));
    return line ? [line] : [];
  });

  return ok({ line: exact, ancestors, section: { roman: section.roman, title: section.title }, chapterTitle, release: envelope.htsRelease, programmeCountries, namedHeadings });
};
