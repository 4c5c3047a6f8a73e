/**
 * How strongly a word of a description names the goods. Of "Motorcycles
 * (including mopeds) and cycles fitted with an auxiliary motor", the goods are
 * first of all motorcycles: the nouns of the text's lead (its words up to the
 * first preposition or parenthesis; each clause after a semicolon has a lead
 * of its own) name them, the text's first word most of all, and a word before
 * a noun only qualifies it ("Motorcycle
 * helmets" are helmets). Words further on still name the goods, less
 * strongly. A word that refers to other goods is a mention, and one after
 * "other than", "excluding", "except" or "not" is excluded: "Parts suitable
 * for use solely or principally with the engines of heading 8407" is parts,
 * not engines; "Tractors (other than tractors of heading 8709)" is tractors;
 * "Of a kind used on motor cars" is tires, not cars. A mention starts at a
 * phrase that points away from the goods (other than, excluding, except, not
 * but "or not", containing, for use, used in/on/with/for/as,
 * suitable/designed/intended for, parts or accessories of/for, of heading N) and runs to the end of its clause: a
 * semicolon, the parenthesis it began in, "including" (which lists goods of
 * the heading), a comma before "and" (the goods again: "other than knives of
 * heading 8208, and blades therefor") or the end of the text. The words are
 * folded as analyser.ts folds them, so they are exactly tokens(text).
 */
/** Excluded from the goods: after "other than", "excluding", "except", "not". */
export const EXCLUDED = 1;
/** Other goods the goods are for, of or with: after "for use", "used on", "parts of", "containing", "of heading". */
export const MENTIONED = 2;
export const NAMED = 3;
/** A word of a lead that qualifies the noun after it. */
export const LEAD_MODIFIER = 4;
/** A noun of a later clause's lead, or of goods a parenthesis includes ("(including mopeds)"), after a qualifier and alone. */
export const LATER_NOUN_QUALIFIED = 5;
export const LATER_NOUN = 6;
/** A noun of the first clause's lead, after a qualifier ("Cocoa butter") and alone ("Milk and cream"). */
export const LEAD_NOUN_QUALIFIED = 7;
export const LEAD_NOUN = 8;
/** The text's first word as a noun alone: the goods named first ("Butter and other fats"). */
export const OPENING = 9;

export interface LevelWord {
  word: string;
  level: number;
}

const AFTER_USED = new Set(['in', 'with', 'on', 'for', 'as', 'solely', 'principally', 'primarily', 'chiefly', 'exclusively', 'mainly', 'by']);
const PARTS = new Set(['parts', 'part', 'accessories', 'accessory', 'spares', 'components']);
const AFTER_PARTS = new Set(['of', 'for', 'suitable', 'thereof', 'designed', 'intended']);
const MARKS = new Set([';', '(', ')', ',', ':']);
const REFERENCES = new Set(['heading', 'headings', 'subheading', 'subheadings', 'chapter', 'chapters']);
/** Words that separate the phrases of a lead. */
const CONJUNCTIONS = new Set(['and', 'or', 'nor']);
/** Words that end a lead: prepositions and the like. */
const LEAD_ENDS = new Set([
  'of', 'for', 'with', 'without', 'in', 'on', 'by', 'to', 'from', 'into', 'at', 'as', 'than', 'per', 'each', 'including',
  'excluding', 'except', 'not', 'whether', 'but', 'like', 'such', 'under', 'over', 'between', 'within', 'the',
  'principally', 'solely', 'chiefly', 'mainly', 'wholly', 'partly', 'only', 'specially', 'primarily', 'exclusively',
]);
/** Participles that end a lead once a phrase has begun ("Beer made from malt"), not when they begin it ("Prepared or preserved fish"). */
const LEAD_ENDS_AFTER = new Set([
  'made', 'obtained', 'prepared', 'derived', 'containing', 'consisting', 'having', 'being', 'fitted', 'mounted', 'designed',
  'put', 'known', 'weighing', 'measuring', 'valued', 'used', 'suitable', 'intended', 'imported', 'described', 'entered',
  'classifiable', 'provided', 'specified', 'whose', 'which', 'that',
]);

/**
 * Words and clause marks of a text, folded as tokens() folds them. A word
 * joined to the one before by a hyphen ("hand-made", "ready-made") is marked,
 * so a participle in it does not end a lead.
 */
const pieces = (text: string): { p: string[]; joined: Set<number> } => {
  const folded = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const p: string[] = [];
  const joined = new Set<number>();
  for (const m of folded.matchAll(/[a-z0-9]+|[;(),:]/g)) {
    if (/[a-z0-9]/.test(m[0]) && m.index > 0 && folded[m.index - 1] === '-' && /[a-z0-9]/.test(folded[m.index - 2] ?? '')) joined.add(p.length);
    p.push(m[0]);
  }
  return { p, joined };
};

const isWord = (p: string | undefined): p is string => p !== undefined && !MARKS.has(p);

/** The level of the words of a mention starting at piece i (EXCLUDED or MENTIONED), or 0 when none starts there. */
const startsMention = (p: readonly string[], i: number): number => {
  const next = p[i + 1];
  switch (p[i]) {
    case 'excluding':
    case 'except':
      return EXCLUDED;
    case 'other':
      return next === 'than' ? EXCLUDED : 0;
    case 'exclusive':
      return next === 'of' ? EXCLUDED : 0;
    case 'not':
      // "serrated or not (including ...)" negates nothing that follows; "whether or not roasted" excludes nothing.
      return isWord(next) && p[i - 1] !== 'or' ? EXCLUDED : 0;
    case 'containing':
      return MENTIONED;
    case 'used':
      return next !== undefined && AFTER_USED.has(next) ? MENTIONED : 0;
    case 'for':
      return next === 'use' ? MENTIONED : 0;
    case 'suitable':
    case 'designed':
    case 'intended':
      return next === 'for' ? MENTIONED : 0;
    case 'of':
      return next !== undefined && REFERENCES.has(next) ? MENTIONED : 0;
    default:
      return 0;
  }
};

/** Each word of a text with its level. Pure and total. */
export const levelWords = (text: string): LevelWord[] => {
  const { p, joined } = pieces(text);
  const out: LevelWord[] = [];
  let depth = 0;
  // The depth at which the current mention began (-1 when the words name the goods), and its level.
  let mentionAt = -1;
  let mention = MENTIONED;
  // In a lead; in the first clause's; the lead states a parenthesis interrupted.
  let lead = true;
  let first = true;
  const outer: { lead: boolean; first: boolean }[] = [];
  let phrase: LevelWord[] = [];
  const closePhrase = () => {
    const noun = phrase.at(-1);
    if (noun) {
      const alone = phrase.length === 1;
      noun.level = noun === out[0] ? OPENING : first ? (alone ? LEAD_NOUN : LEAD_NOUN_QUALIFIED) : alone ? LATER_NOUN : LATER_NOUN_QUALIFIED;
    }
    phrase = [];
  };
  const endLead = () => {
    closePhrase();
    lead = false;
  };
  for (let i = 0; i < p.length; i++) {
    const w = p[i]!;
    if (w === '(') {
      closePhrase();
      outer.push({ lead, first });
      lead = false;
      depth++;
      continue;
    }
    if (w === ')') {
      closePhrase();
      // A parenthesis does not end the lead it interrupts: "Motorcycles (including mopeds) and cycles".
      ({ lead, first } = outer.pop() ?? { lead: false, first: false });
      depth = Math.max(0, depth - 1);
      if (mentionAt > depth) mentionAt = -1;
      continue;
    }
    if (w === ';' || w === ':') {
      endLead();
      if (w === ';' && depth === 0) {
        // Each clause names goods of its own ("Soap; organic surface-active products ...").
        mentionAt = -1;
        lead = true;
        first = false;
      }
      continue;
    }
    if (w === ',') {
      closePhrase();
      if (p[i + 1] === 'and' && mentionAt >= depth) mentionAt = -1;
      continue;
    }
    // "(but not including vaccines of heading 3002)" still excludes.
    if (w === 'including' && p[i - 1] !== 'not') mentionAt = -1;
    else if (mentionAt < 0) {
      const level = startsMention(p, i);
      if (level > 0) [mentionAt, mention] = [depth, level];
    }
    const word: LevelWord = { word: w, level: mentionAt >= 0 ? mention : NAMED };
    out.push(word);
    if (mentionAt >= 0) endLead();
    else if (lead) {
      if (CONJUNCTIONS.has(w)) closePhrase();
      else if (LEAD_ENDS.has(w) || (phrase.length > 0 && !joined.has(i) && LEAD_ENDS_AFTER.has(w))) endLead();
      else {
        word.level = LEAD_MODIFIER;
        phrase.push(word);
      }
    }
    // Goods a parenthesis includes or gives as examples are named as a lead names them: "(including mopeds)",
    // "(for example, elevators, escalators)".
    if (depth > 0 && mentionAt < 0 && ((w === 'including' && p[i - 1] !== 'not') || (w === 'example' && p[i - 1] === 'for') || (w === 'as' && p[i - 1] === 'such'))) {
      closePhrase();
      lead = true;
      first = false;
    }
    // "Parts of X", "accessories for X": the parts are the goods, X is mentioned.
    if (mentionAt < 0 && PARTS.has(w) && isWord(p[i + 1]) && AFTER_PARTS.has(p[i + 1]!)) {
      endLead();
      [mentionAt, mention] = [depth, MENTIONED];
    }
  }
  closePhrase();
  return out;
};

/**
 * A query's words, each asked for (a noun of its lead: "helmet" of
 * "motorcycle helmet", "tires" of "car tires") or not (a word qualifying or
 * mentioned: "motorcycle", "car", "tractor" of "tractor parts" or of "parts
 * for tractors"). A word not asked for matches where the schedule mentions it
 * as well as where it names it.
 */
export const queryLevels = (q: string): { word: string; asked: boolean }[] => {
  const words = levelWords(q).map((w) => ({ word: w.word, asked: w.level >= LATER_NOUN_QUALIFIED }));
  // "tractor parts" asks for parts of tractors.
  for (let i = words.length - 1; i > 0; i--) {
    if (PARTS.has(words[i]!.word)) for (let j = i - 1; j >= 0 && !PARTS.has(words[j]!.word); j--) words[j]!.asked = false;
  }
  return words;
};
