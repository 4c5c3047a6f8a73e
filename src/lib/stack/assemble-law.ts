/**
 * The law data from the files of content/chapter99 (parsed JSON, by file name) and the texts its lists read: each
 * file validated by its schema, the lists resolved, the whole compiled to prove it sound. Pure: the build reads the
 * files (src/data/build-law.ts), the unit tests give fixture texts. Problems are returned together, never thrown.
 */
import * as z from 'zod';
import { CountryGroups, LawData, LawRules, Measure, OpenQuestions, TariffLists } from '../schema/chapter99-law.ts';
import { compileLaw } from './compile-law.ts';
import { resolveLists, type ListFiles } from './resolve-lists.ts';

/** The files of content/chapter99 that are not measures. */
export const LAW_SUPPORT_FILES = ['lists.json', 'rules.json', 'open-questions.json', 'country-groups.json', 'note-sources.json'] as const;

export const assembleLaw = (files: ReadonlyMap<string, unknown>, texts: ListFiles): { law: LawData | null; problems: string[] } => {
  const problems: string[] = [];
  const read = <T>(schema: z.ZodType<T>, name: string): T | null => {
    const parsed = schema.safeParse(files.get(name));
    if (parsed.success) return parsed.data;
    problems.push(`content/chapter99/${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}`);
    return null;
  };
  const lists = read(TariffLists, 'lists.json');
  const rules = read(LawRules, 'rules.json');
  const questions = read(OpenQuestions, 'open-questions.json');
  const groups = read(CountryGroups, 'country-groups.json');
  const measures = [...files.keys()]
    .filter((name) => !(LAW_SUPPORT_FILES as readonly string[]).includes(name))
    .sort()
    .flatMap((name) => {
      const m = read(Measure, name);
      if (m === null) return [];
      if (`${m.id}.json` !== name) problems.push(`content/chapter99/${name}: its id is ${m.id}; name the file after it`);
      const { _source: _, ...measure } = m;
      return [measure];
    });
  if (lists === null || rules === null || questions === null || groups === null) return { law: null, problems };
  const resolved = resolveLists(lists.lists, texts);
  problems.push(...resolved.problems);
  const law = LawData.parse({ measures, rules: rules.rules, openQuestions: questions.questions, groups: groups.groups, lists: resolved.lists });
  const compiled = compileLaw(law);
  if (!compiled.ok) problems.push(...compiled.error);
  return { law, problems };
};
