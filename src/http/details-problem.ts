import { problem } from './app.ts';

/** A 400 problem from "field: message" details (readParams' form), with `errors` naming each field. */
export const detailsProblem = (details: string[]) =>
  problem(400, 'bad-request', details.join('; '), {
    errors: details.map((d) => {
      const at = d.indexOf(': ');
      return at < 0 ? { field: '', message: d } : { field: d.slice(0, at).replaceAll('"', ''), message: d.slice(at + 2) };
    }),
  });
