/**
 * The tools /mcp offers. A tool is an endpoint of the route table under a name an assistant can act on: its input
 * is the route's own zod schemas (path parameters, then the query of a GET or the body of a POST), and a call is
 * that HTTP request, answered through the same gate, handler and use case (tool-call.ts). So a tool answers what
 * the endpoint answers, with the same datasetVersions and refusals, and costs what it costs. Adding a tool is one
 * entry here; pointing a tool at another endpoint is changing its operationId.
 */

export interface McpTool {
  name: string;
  title: string;
  /** What an assistant reads to decide when and how to call it; the route's summary and description follow it. */
  description: string;
  /** The route this tool calls (Route.operationId). */
  operationId: string;
}

export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: 'search_tariffs',
    title: 'Search the US tariff schedule',
    description:
      'Find lines of the current Harmonized Tariff Schedule of the United States by words (q, e.g. "sparkling wine" or "bolts of steel") or by a number prefix (htsno), optionally within a chapter or heading. Answers lines in schedule order (sort: "relevance" ranks the best matches first) with their rates; page on with the returned nextCursor. Use it to find the tariff number before get_tariff_line or estimate_duty.',
    operationId: 'listTariffs',
  },
  {
    name: 'search_headings',
    title: 'Find the heading for a product',
    description:
      'Headings of the schedule ranked as a customs broker would choose them for everyday product words (q, e.g. "car tires" or "wool sweater"), each with its chapter and section, its best lines (up to 5, with the general rate and its kind), how many of its lines match and which query words matched which schedule words. Start here to classify a product, then get_tariff_line or estimate_duty on the line that fits.',
    operationId: 'listHeadings',
  },
  {
    name: 'classify_product',
    title: 'Classify a product from its description',
    description:
      'The likely headings for a product described in free text (description, up to 500 characters, e.g. "stainless steel espresso maker for the stovetop" or a CBP ruling\'s subject line), best first, each with a score and why (which reading of the description found it and the schedule words it matched in which line, or which CBP ruling named the goods), and the best six-digit subheadings under them with their general rates. Use it when the words are a product description rather than the schedule\'s own terms; then check the heading with get_tariff_line. A ranking of candidates, not a binding ruling: say so when you report it.',
    operationId: 'classifyProduct',
  },
  {
    name: 'get_tariff_line',
    title: 'One tariff line',
    description:
      'One line of the schedule by its tariff number (dots optional), with the general, special and column 2 rates, where each came from, units and footnotes. With asOf (YYYY-MM-DD), the line as the archived revision in force on that date published it. A prefix matching several lines is an error listing the candidates: pick one and call again.',
    operationId: 'getTariff',
  },
  {
    name: 'line_history',
    title: "A tariff line's history",
    description:
      'Every archived revision in which one line (a whole tariff number, not a prefix) was added, removed or changed, oldest first, with the fields before and after. Use it to say when and how a rate changed.',
    operationId: 'getTariffHistory',
  },
  {
    name: 'estimate_duty',
    title: 'Estimate the duty on one shipment',
    description:
      'The duty on one shipment of one tariff line: the amount with its exact arithmetic (working), or dutyUsd null with the reason it cannot be priced; with the other layers of the bill the estimate gives beside it. Takes exactly the body of POST /v1/duty-estimate: htsno and customsValueUsd, plus quantity, countryOfOrigin and the rest when the rate needs them. To learn what the entry would owe with the chapter 99 duties in force on its date (asOf, else today), send stack (with countryOfOrigin, and contentValuesUsd for metal content): the answer gains stacked, the total in CBP\'s reporting order with each step, and questions whose answers would change it (send them back in stack.answers). An estimate, not a customs ruling: say so when you report it.',
    operationId: 'estimateDuty',
  },
  {
    name: 'estimate_invoice',
    title: 'Estimate a whole invoice',
    description:
      'Estimates 1 to 1,000 lines at once (lines: each exactly as estimate_duty takes it), each answered on its own (a bad line is a problem in place and never stops the others), with exact totals. Counts one request per line against the daily budget.',
    operationId: 'estimateDuties',
  },
  {
    name: 'list_changes',
    title: 'Changes to the schedule since a date',
    description:
      'Field-level differences between consecutive archived revisions of the schedule published on or after since (a date or RFC 3339 date-time), oldest first; page on with nextCursor. With htsno (up to 100 comma-separated numbers or prefixes), only the changes to those lines. Use it to answer "what changed since ..." or "did any of my codes change".',
    operationId: 'listChanges',
  },
  {
    name: 'check_codes',
    title: 'Check a catalogue of tariff numbers',
    description:
      'Checks 1 to 5,000 tariff numbers (codes: strings, dots optional, leading zeros kept) against the current schedule, or with asOf (YYYY-MM-DD) the one in force then: each is current, removed (with the revision that removed it and its successors, each with the rule that made it one), never-existed (with likely typos of real lines and the nearest lines by prefix), or not-classifiable (a heading, with its 10-digit lines); counts per status. Counts one request per code.',
    operationId: 'checkCodes',
  },
];
