/**
 * The 409 problem documents: an input that matches several records is
 * answered with the candidates, and none is picked (contract part 4 rule 1).
 */
import * as z from 'zod';
import { MAX_CANDIDATES } from '../lib/query/hts-store.ts';
import { Problem } from './problem.ts';

const Candidate = z.looseObject({ code: z.string(), description: z.string() });

/** Any 409: the records the input matched. A port name lists every port of that name (a handful at most). */
export const AmbiguousProblem = Problem.extend({
  status: z.literal(409),
  candidates: z.array(Candidate).min(2).describe('The records the input matched, in the order of their list endpoint; none is picked'),
});

/** Most lines a tariff-number 409 lists (the store's cap): a 2-digit prefix matches thousands, and the answer stays small. */
export const MAX_LINE_CANDIDATES = MAX_CANDIDATES;

/** A tariff number that starts several lines: the first of them, how many there are, and where to page through all. */
export const AmbiguousLineProblem = AmbiguousProblem.extend({
  candidates: z
    .array(Candidate)
    .min(2)
    .max(MAX_LINE_CANDIDATES)
    .describe(`The first ${MAX_LINE_CANDIDATES} lines that start with the number, in schedule order, each as {code, description path}; none is picked`),
  total: z.number().int().min(2).describe(`How many lines start with the number; more than candidates holds when over ${MAX_LINE_CANDIDATES}`),
  listQuery: z
    .string()
    .regex(/^\/v1\/tariffs\?htsno=\d+$/)
    .describe('The /v1/tariffs request (path and query) whose pages hold every line that starts with the number'),
});
