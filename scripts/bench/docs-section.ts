/**
 * `npm run bench -- --write-docs`: the run's table written into docs/PERFORMANCE.md, between two markers, with when,
 * on what and how it ran. Only the part between the markers is the bench's; the reading of the figures around it
 * (each goal met or missed, and why) stays written by hand.
 */
export const BENCH_START = '<!-- bench:start (written by npm run bench -- --write-docs) -->';
export const BENCH_END = '<!-- bench:end -->';

export interface RunFacts {
  /** ISO time the run ended. */
  at: string;
  /** The commit measured, and whether the tree had changes on top of it. */
  commit: string;
  dirty: boolean;
  clean: boolean;
  node: string;
  cores: number;
  /** One-minute load average when the run started and when it ended. */
  load: [number, number];
}

/** The section: a heading naming the run, then each row with its goal, as the bench prints them. */
export const benchSection = (facts: RunFacts, table: readonly string[]): string => {
  const when = `${facts.at.slice(0, 16).replace('T', ' ')} UTC`;
  const tree = `${facts.commit}${facts.dirty ? ' with uncommitted changes' : ''}`;
  const build = facts.clean ? 'the build from nothing (`BENCH_CLEAN_BUILD=1`)' : 'the build with the caches earlier builds left';
  return [
    `### \`npm run bench\` at ${when}`,
    '',
    `On ${tree}, ${build}; Node ${facts.node}, ${facts.cores} cores, load average ${facts.load[0]} at the start and ${facts.load[1]} at the end.`,
    '',
    '```',
    ...table,
    '```',
  ].join('\n');
};

/** The document with its bench section replaced; an error when the markers are missing or out of order. */
export const replaceBenchSection = (doc: string, section: string): string => {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start < 0 || end < 0 || end < start) throw new Error(`docs/PERFORMANCE.md has no "${BENCH_START}" ... "${BENCH_END}" section to write`);
  return `${doc.slice(0, start + BENCH_START.length)}\n${section}\n${doc.slice(end)}`;
};
