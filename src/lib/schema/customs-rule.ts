import * as z from 'zod';

/** The seven topics, in the order an entry lives through them; fees last. */
export const CUSTOMS_TOPICS = ['entry', 'classification', 'valuation', 'liquidation', 'protest', 'rulings', 'fees'] as const;
export const CustomsTopicName = z.enum(CUSTOMS_TOPICS);
export type CustomsTopicName = z.infer<typeof CustomsTopicName>;

/** One 19 CFR part or section, with its eCFR address. */
export const CustomsCitation = z.object({
  citation: z.string().regex(/^19 CFR (Part \d+|\d+\.\d+[a-z]?)$/).describe('e.g. "19 CFR Part 141", "19 CFR 159.11"'),
  title: z.string().describe('Section heading, or the part title for a whole part'),
  part: z.string().regex(/^\d+$/),
  partTitle: z.string(),
  section: z.string().nullable().describe('e.g. "159.11"; null for a whole part'),
  url: z.url().describe('eCFR current text, https://www.ecfr.gov/current/title-19/...'),
  note: z.string().nullable().describe('What the compiled list adds about the citation, e.g. "1 year"'),
  confirmedBy: z.array(z.string()).describe('Pages the citation and title were checked against'),
});
export type CustomsCitation = z.infer<typeof CustomsCitation>;

export const CustomsTopic = z.object({
  topic: CustomsTopicName,
  label: z.string(),
  citations: z.array(CustomsCitation),
});
export type CustomsTopic = z.infer<typeof CustomsTopic>;
