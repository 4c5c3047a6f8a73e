import * as z from 'zod';

export const ChapterSummary = z.object({
  number: z.string().regex(/^\d{2}$/),
  title: z.string(),
  lineCount: z.number().int().describe('Numbered lines of the chapter in the current schedule'),
  classifiableCount: z.number().int().describe('10-digit lines'),
  reserved: z.boolean().describe('The chapter is reserved for future use and has no lines'),
});
export type ChapterSummary = z.infer<typeof ChapterSummary>;

export const SectionSummary = z.object({
  number: z.number().int().min(1).max(22),
  roman: z.string(),
  title: z.string(),
  chapters: z.array(ChapterSummary),
});
export type SectionSummary = z.infer<typeof SectionSummary>;

/** Raw sections-and-chapters.json (reference data). */
export const RawSections = z.object({
  sections: z.array(
    z.object({
      number: z.number().int(),
      description: z.string(),
      chapters: z.array(z.object({ number: z.number().int(), description: z.string() })),
    }),
  ),
});
export type RawSections = z.infer<typeof RawSections>;

export const SectionCorrections = z.object({ _source: z.string(), sections: z.record(z.string(), z.string()) });
export type SectionCorrections = z.infer<typeof SectionCorrections>;
