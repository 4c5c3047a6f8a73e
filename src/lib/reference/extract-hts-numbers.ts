/**
 * Tariff numbers named in free text, with the shorthand notices use:
 * "2204.21.20/.30/.60" is three numbers sharing "2204.21", and
 * "9903.89.05-.63" is a range. Ranges are kept as ranges: the numbers between
 * the ends are not all real headings, so they are not listed one by one.
 */
export type ExtractedNumbers = {
  htsNumbers: string[];
  chapter99Numbers: string[];
  chapter99Ranges: { from: string; to: string }[];
};

const NUMBER = /(?<![\d.])(\d{4})\.(\d{2})(?:\.(\d{2}))?((?:\/\.\d{2})*)(?:-\.?(\d{2}))?(?![\d])/g;

const sortUnique = (xs: string[]): string[] => [...new Set(xs)].sort();

export const extractHtsNumbers = (text: string): ExtractedNumbers => {
  const hts: string[] = [];
  const ch99: string[] = [];
  const ranges = new Map<string, { from: string; to: string }>();
  for (const m of text.matchAll(NUMBER)) {
    const [, heading, sub, stat, more, rangeEnd] = m;
    if (!heading || !sub) continue;
    // With a statistical suffix the shorthand varies it; without one it varies the subheading.
    const stem = stat ? `${heading}.${sub}` : heading;
    const first = stat ? `${stem}.${stat}` : `${stem}.${sub}`;
    const tails = (more ?? '').split('/.').filter(Boolean);
    const numbers = [first, ...tails.map((t) => `${stem}.${t}`)];
    const target = heading.startsWith('99') ? ch99 : hts;
    if (rangeEnd) {
      const to = `${stem}.${rangeEnd}`;
      const last = numbers.pop() as string;
      target.push(...numbers);
      if (heading.startsWith('99')) ranges.set(`${last}-${to}`, { from: last, to });
      else hts.push(last, to);
      continue;
    }
    target.push(...numbers);
  }
  return {
    htsNumbers: sortUnique(hts),
    chapter99Numbers: sortUnique(ch99),
    chapter99Ranges: [...ranges.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
  };
};
