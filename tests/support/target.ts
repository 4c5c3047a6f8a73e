/**
 * What an HTTP suite runs against (tests/support/suites/): a way to call the API, the data it serves (for the
 * suite's independent passes over the same records), and what kind of target it is. The same suite runs in
 * `npm run test:unit` on the fixture app (tests/support/fixture-app.ts) and in the build project on the built
 * function over the real data (tests/support/app.ts); a test that needs the real schedule, archive or reference
 * data runs only where `real` is.
 */
import type { Deps } from '../../src/app/deps.ts';

export type Call = (path: string, init?: RequestInit) => Promise<Response>;

export interface Target {
  name: string;
  call: Call;
  deps: Deps;
  /** The real data (the whole schedule, the archive, every reference record): claims about them hold only here. */
  real: boolean;
  /** The app in this process (no bundle, no server): what only an in-process call can afford. */
  inProcess: boolean;
}

const lines = new WeakMap<Deps, Promise<import('../../src/lib/schema/tariff-line.ts').TariffLine[]>>();
/** Every line a target serves, in schedule order, unpacked from the store it reads. */
export const allLinesOf = (deps: Deps) => {
  let all = lines.get(deps);
  if (!all) lines.set(deps, (all = deps.hts().then(({ store, counts }) => store.lines(Int32Array.from({ length: counts.lines }, (_, i) => i)))));
  return all;
};
