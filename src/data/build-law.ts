/**
 * The chapter 99 law for the function (FUNCTION_FILES.law): every file of content/chapter99/ validated by its zod
 * schema, the lists read from their pinned texts (TARIFF_DATA_DIR, else the upstream commit that serves them), then
 * compiled once to prove it sound (overlapping windows, unknown lists, groups, headings and readings fail the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import * as z from 'zod';
import { compileLaw } from '../lib/stack/compile-law.ts';
import { resolveLists } from '../lib/stack/resolve-lists.ts';
import { CountryGroups, LawData, LawRules, Measure, OpenQuestions, TariffLists, type LawData as Law } from '../lib/schema/chapter99-law.ts';
import { resolveSource } from './pull-sources.ts';
import { ROOT } from './paths.ts';

export const LAW_DIR = join(ROOT, 'content', 'chapter99');

const NoteSources = z.strictObject({
  _source: z.string().min(1),
  files: z.array(z.strictObject({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), officialUrl: z.url(), encoding: z.enum(['latin1', 'utf8']), title: z.string() })),
});

/** The files that are not measures. */
const NOT_MEASURES = new Set(['lists.json', 'rules.json', 'open-questions.json', 'country-groups.json', 'note-sources.json']);

const read = <T>(schema: z.ZodType<T>, name: string): T => {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(LAW_DIR, name), 'utf8')));
  if (!parsed.success) throw new Error(`content/chapter99/${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
};

export const buildLaw = async (): Promise<Law> => {
  const sources = read(NoteSources, 'note-sources.json');
  const texts = new Map<string, string>();
  for (const f of sources.files) {
    const path = await resolveSource({ file: f.file, sha256: f.sha256, officialUrl: f.officialUrl });
    texts.set(f.file, readFileSync(path).toString(f.encoding));
  }
  const resolved = resolveLists(read(TariffLists, 'lists.json').lists, { read: (file) => texts.get(file) });
  const measures = fg
    .sync('*.json', { cwd: LAW_DIR })
    .filter((name) => !NOT_MEASURES.has(name))
    .sort()
    .map((name) => {
      const { _source: _, ...measure } = read(Measure, name);
      if (`${measure.id}.json` !== name) throw new Error(`content/chapter99/${name}: its id is ${measure.id}; name the file after it`);
      return measure;
    });
  const law: Law = LawData.parse({
    measures,
    rules: read(LawRules, 'rules.json').rules,
    openQuestions: read(OpenQuestions, 'open-questions.json').questions,
    groups: read(CountryGroups, 'country-groups.json').groups,
    lists: resolved.lists,
  });
  const compiled = compileLaw(law);
  const problems = [...resolved.problems, ...(compiled.ok ? [] : compiled.error)];
  if (problems.length > 0) throw new Error(`content/chapter99: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return law;
};
