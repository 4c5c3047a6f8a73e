/**
 * The WordNet lexicon of GET /v1/classify, derived at build time from WordNet's own files as the npm package declared
 * in content/classify/wordnet.json ships them (pinned by package-lock.json; each file checked against its declared
 * sha256 before it is read): only the words classify reads (HYPERNYMS_PER_HEAD per noun) of nouns whose words the
 * schedule uses are kept, so the function carries a small derived file, never WordNet.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ClassifyLexicon, WordnetSource } from '../lib/classify/lexicon.ts';
import { LEXICON_DEPTH, LEXICON_SENSES, makeLexicon } from '../lib/classify/make-lexicon.ts';
import { HYPERNYMS_PER_HEAD } from '../lib/classify/read-description.ts';
import { termKey, tokens } from '../lib/search/analyser.ts';
import { ROOT } from './paths.ts';

export class WordnetError extends Error {}

/** The declared files, read from the installed package and checked: its version, then each file's sha256. */
const readWordnet = (source: WordnetSource): Record<string, string> => {
  const require = createRequire(join(ROOT, 'package.json'));
  let dir: string;
  try {
    dir = dirname(require.resolve(`${source.package}/package.json`));
  } catch {
    throw new WordnetError(`${source.package} is not installed: run npm ci (it is a dev dependency the build reads WordNet from)`);
  }
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  if (version !== source.version) throw new WordnetError(`${source.package} ${version} is installed, not the declared ${source.version} (content/classify/wordnet.json)`);
  const texts: Record<string, string> = {};
  for (const f of source.files) {
    const bytes = readFileSync(join(dir, f.path));
    const got = createHash('sha256').update(bytes).digest('hex');
    if (got !== f.sha256) throw new WordnetError(`${source.package}/${f.path}: sha256 ${got}, not the declared ${f.sha256} (content/classify/wordnet.json)`);
    texts[f.path] = bytes.toString('utf8');
  }
  return texts;
};

/** The lexicon for a schedule: WordNet's words for goods nouns that these descriptions use. */
export const buildClassifyLexicon = (descriptions: Iterable<string>): ClassifyLexicon => {
  const source = WordnetSource.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'classify', 'wordnet.json'), 'utf8')));
  const texts = readWordnet(source);
  const keys = new Set<string>();
  for (const d of descriptions) for (const t of tokens(d)) if (!/\d/.test(t)) keys.add(termKey(t));
  const hypernyms = makeLexicon(texts['dict/index.noun']!, texts['dict/data.noun']!, (key) => keys.has(key), HYPERNYMS_PER_HEAD);
  return ClassifyLexicon.parse({
    _source: `WordNet 3.1, the npm package ${source.package} ${source.version} (dict/index.noun and dict/data.noun, checked by sha256); the schedule's descriptions. Derived at build time (src/data/classify-lexicon.ts): for each one-word noun whose first ${LEXICON_SENSES} senses name goods, the first ${HYPERNYMS_PER_HEAD} words of its synonyms and of its hypernyms up to ${LEXICON_DEPTH} levels above (nearest first) that the schedule uses.`,
    licence: source.licence,
    hypernyms,
  });
};
