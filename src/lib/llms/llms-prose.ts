/**
 * The hand-written part of /llms.txt and /llms-full.txt: what the service is and the rules an assistant must keep
 * when it relays an answer. Each rule restates a decision of docs/DECISIONS.md ("Correctness of duties") in terms
 * of the fields a caller sees; change them together. Everything else in the two files is generated from the
 * OpenAPI document, the route table and the dataset files, so it cannot drift from the API.
 */

export const LLMS_TITLE = 'US tariff schedule and duty estimates (unofficial)';

export const LLMS_SUMMARY =
  'The Harmonized Tariff Schedule of the United States (HTS) as open data, and duty estimates that compute or refuse: ' +
  'a number with the arithmetic that produced it, or `dutyUsd: null` with the reason. Unofficial: U.S. Customs and ' +
  'Border Protection determines the duty owed.';

export const LLMS_ABOUT: readonly string[] = [
  'Every tariff line of the current USITC revision with its general (column 1), special (trade programme) and column 2 rates, each parsed into terms and a rate kind, with the line a rate was inherited from; chapter 99 additional-duty headings linked from the footnotes that name them; the 44 archived revisions behind a field-level change feed and `asOf` lookups; Schedule C countries, Schedule D ports, Federal Register notices and 19 CFR citations.',
  'Every endpoint works without credentials; an API key (`Authorization: Bearer <key>`) raises the daily budget and the history window and never changes the data. Static files (datasets, CSV, feeds, this file) count against no budget.',
];

/** The rules: a name, a line for llms.txt, and what each means for a caller in full for llms-full.txt. */
export const LLMS_RULES: readonly { rule: string; short: string; detail: string }[] = [
  {
    rule: 'The estimator computes or refuses; it never guesses.',
    short: 'A rate it cannot price is answered with `dutyUsd: null`, `notApplicableBecause` and `refusal`: relay the reason, never a number.',
    detail:
      'Free, specific, ad valorem and compound rates on the customs value and the quantities sent are priced. Every other rate is refused: a 200 answer with `dutyUsd: null`, `notApplicableBecause` (in words), `refusal` (`code`, `missing`) and `requiredUnit` when a quantity is missing. The kinds never priced: cross-reference, sliding-scale, note-reference, conditional-free, apportioned, additive-reference, no-change; nor a rate on part of the goods, a percentage of a value other than customs value, or a proof-litre rate without alcohol by volume. A refusal is an answer about the rate, not an error: relay the reason and what is missing, never a number.',
  },
  {
    rule: '`dutyUsd: 0` means Free and nothing else.',
    short: 'A result that would read as 0 on a rate that is not Free is refused.',
    detail: 'A result that would read as 0 on a rate that is not Free is refused (`quantity-zero`, `duty-not-positive`).',
  },
  {
    rule: 'Chapter 99 is never folded into the duty.',
    short: 'Additional duties appear only as `chapter99Candidates` with `applied: false`; what is owed may be more than `dutyUsd`.',
    detail:
      'Additional duties of chapter 99 (Section 301, 232 and similar headings) appear only as `chapter99Candidates`, each with `applied: false`, how it was linked (`linkedBy`: the footnote naming it, on the line or an ancestor) and, when its text names countries, `originScope` and `originInScope`. The estimate is the ordinary duty of the line; what is owed may be more. Say so, and list the candidates as possible additions, never as applied.',
  },
  {
    rule: 'Trade programmes are offered, never applied.',
    short: '`specialRatesAvailable` lists what the origin could claim if the goods qualify; `dutyUsd` never uses it.',
    detail:
      '`specialRatesAvailable` lists the programme rates the origin could claim if the goods qualify (which a request cannot show); `dutyUsd` never uses them. GSP is shown as lapsed and never offered.',
  },
  {
    rule: 'Classification is the caller\'s.',
    short: 'A number that matches several lines is a 409 with `candidates`; the service never picks one.',
    detail: 'A tariff number that is a prefix of several lines is a 409 listing `candidates`; the service never picks one.',
  },
  {
    rule: 'Exact money.',
    short: 'Exact decimals, rounded once, half-up, to the cent; `working` shows each step.',
    detail: 'Amounts are exact decimals, rounded once, half-up, to the cent; `working` shows each term and the rounding step.',
  },
  {
    rule: 'A date is answered from the revision in force, and names it.',
    short: 'With `asOf`, the latest revision published on or before the date answers, named in the answer.',
    detail:
      'With `asOf`, the answer comes from the latest archived revision published on or before that date, named in the answer; publication and legal effective dates can differ.',
  },
  {
    rule: 'Not official.',
    short: 'Cite `htsRelease` and `datasetVersions`; U.S. Customs and Border Protection determines the duty owed.',
    detail:
      'An unofficial compilation without warranty. Cite the revision (`htsRelease`) and `datasetVersions` with any figure; U.S. Customs and Border Protection determines the duty owed.',
  },
];

export const LLMS_MCP =
  'A Model Context Protocol server over streamable HTTP, stateless. Its tools answer from the same use cases as the HTTP API, with the same `datasetVersions`, refusals, keys and budgets (a tool call costs what the HTTP request costs).';
