/**
 * The chapter 99 law for the function (FUNCTION_FILES.law): every file of content/chapter99/, the lists read from
 * their pinned texts (TARIFF_DATA_DIR, else the upstream commit that serves them), assembled and compiled once to
 * prove it sound (assembleLaw): any problem fails the build, all of them said at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import * as z from 'zod';
import { assembleLaw } from '../lib/stack/assemble-law.ts';
import type { LawData } from '../lib/schema/chapter99-law.ts';
import { resolveSource } from './pull-sources.ts';
import { ROOT } from './paths.ts';

export const LAW_DIR = join(ROOT, 'content', 'chapter99');

export const NoteSources = z.strictObject({
  _source: z.string().min(1),
  files: z.array(z.strictObject({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), officialUrl: z.url(), encoding: z.enum(['latin1', 'utf8']), title: z.string() })),
});

/** content/chapter99's files, parsed, by name. */
export const lawFiles = (): Map<string, unknown> =>
  new Map(fg.sync('*.json', { cwd: LAW_DIR }).map((name) => [name, JSON.parse(readFileSync(join(LAW_DIR, name), 'utf8')) as unknown]));

export const buildLaw = async (): Promise<LawData> => {
  const files = lawFiles();
  const sources = NoteSources.parse(files.get('note-sources.json'));
  const texts = new Map<string, string>();
  for (const f of sources.files) {
    const path = await resolveSource({ file: f.file, sha256: f.sha256, officialUrl: f.officialUrl });
    texts.set(f.file, readFileSync(path).toString(f.encoding));
  }
  const { law, problems } = assembleLaw(files, { read: (file) => texts.get(file) });
  if (law === null || problems.length > 0) throw new Error(`content/chapter99: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return law;
};
