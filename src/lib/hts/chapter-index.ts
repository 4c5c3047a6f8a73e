import type { ChapterSummary, RawSections, SectionCorrections, SectionSummary } from '../schema/chapters.ts';
import type { TariffLine } from '../schema/tariff-line.ts';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII'];

/** Sections and chapters with titles and line counts; a chapter with no lines (77) is reserved, not missing. */
export const chapterIndex = (
  raw: RawSections,
  corrections: SectionCorrections,
  lines: readonly TariffLine[],
): SectionSummary[] => {
  const counts = new Map<string, { lines: number; classifiable: number }>();
  for (const line of lines) {
    const c = counts.get(line.chapter) ?? { lines: 0, classifiable: 0 };
    c.lines += 1;
    if (line.classifiable) c.classifiable += 1;
    counts.set(line.chapter, c);
  }
  return [...raw.sections]
    .sort((a, b) => a.number - b.number)
    .map((s) => ({
      number: s.number,
      roman: ROMAN[s.number - 1] ?? String(s.number),
      title: corrections.sections[String(s.number)] ?? s.description,
      chapters: [...s.chapters]
        .sort((a, b) => a.number - b.number)
        .map((c): ChapterSummary => {
          const number = String(c.number).padStart(2, '0');
          const n = counts.get(number) ?? { lines: 0, classifiable: 0 };
          return {
            number,
            title: c.description,
            lineCount: n.lines,
            classifiableCount: n.classifiable,
            reserved: n.lines === 0,
          };
        }),
    }));
};
