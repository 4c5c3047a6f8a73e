/** Generators shared by the search properties: small random schedules over words that exercise roles and synonyms. */
import fc from 'fast-check';

/** Names whose schedule phrases share words with the corpus, so synonyms often match where the words alone do not. */
export const SYNONYMS = [
  { names: ['tyres', 'car'], schedule: ['motor cars', 'tires'] },
  { names: ['jumper'], schedule: ['sweaters of wool'] },
];

export const word = fc.constantFrom('tires', 'carts', 'tractors', 'of', 'other', 'than', 'parts', 'wool', 'sweaters', 'used', 'on', 'for', 'use', 'motor', 'cars', 'not', 'and', 'including', 'heading', '8701', 'wine', 'sparkling');
export const text = fc.array(fc.oneof(word, fc.constantFrom(',', ';', '(', ')', ':')), { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
/** Lines with their heading (ascending four digits, chapter 98 and 99 among them) and path. */
export const schedule = fc
  .array(fc.tuple(fc.constantFrom('0101', '2204', '6110', '8701', '9802', '9903'), fc.array(text, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 25 })
  .map((rows) => rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
