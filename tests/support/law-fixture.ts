/**
 * The chapter 99 law of content/chapter99 for the fixture app: its lists read from the fixture texts (real excerpts
 * cut to the fixture schedule's lines, make-law-fixture.ts). A list the fixture cuts to nothing is empty here, as
 * no fixture line is on it; every other problem is one the build would also fail on.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fg from 'fast-glob';
import { assembleLaw } from '../../src/lib/stack/assemble-law.ts';
import { compiledLaw } from '../../src/lib/stack/compiled-law.ts';
import type { CompiledLaw } from '../../src/lib/stack/compile-law.ts';
import type { CurrencyData } from '../../src/app/deps.ts';
import { LaterReleases } from '../../src/lib/schema/schedule-currency.ts';
import { LAW_FIXTURE_TEXTS } from './law-fixture-texts.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const LAW_DIR = join(ROOT, 'content', 'chapter99');

export const fixtureLawData = () => {
  const files = new Map(fg.sync('*.json', { cwd: LAW_DIR }).map((name) => [name, JSON.parse(readFileSync(join(LAW_DIR, name), 'utf8')) as unknown]));
  const { law, problems } = assembleLaw(files, { read: (file) => LAW_FIXTURE_TEXTS[file] });
  const real = problems.filter((p) => !/: no entries read$|: no \w+ numbers under Annex/.test(p));
  if (law === null || real.length > 0) throw new Error(`the fixture law: ${real.join('; ')}`);
  return law;
};

let compiled: CompiledLaw | undefined;
export const fixtureLaw = (): CompiledLaw => (compiled ??= compiledLaw(fixtureLawData()));

export const fixtureCurrency = (): CurrencyData => ({
  catalogue: LaterReleases.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'currency', 'later-releases.json'), 'utf8'))),
  publisherCheckedOn: null,
});
