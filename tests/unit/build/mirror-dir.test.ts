/**
 * A TARIFF_DATA_DIR that names no folder is refused in one line with the fix, by the build before any step (once
 * each of the 56 declared files was reported missing, then the step's failure), by `npm run pull` and by the tests'
 * global setup, which share mirrorDirProblem.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/data/paths.ts';
import { mirrorDirProblem, pullAll, SourceError } from '../../../src/data/pull-sources.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mirror-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a TARIFF_DATA_DIR that names no folder', () => {
  it('is no problem unset, or naming a folder (absolute, or relative to where the command runs)', () => {
    expect(mirrorDirProblem(undefined, ROOT)).toBeNull();
    expect(mirrorDirProblem('', ROOT)).toBeNull();
    expect(mirrorDirProblem(scratch, ROOT)).toBeNull();
    expect(mirrorDirProblem('.', scratch)).toBeNull();
  });

  it('is one line naming the folder it resolved to, where a relative path was read from, and the fix', () => {
    const said = mirrorDirProblem('../shared/data', scratch)!;
    expect(said).toBe(
      `TARIFF_DATA_DIR names no folder: ${join(scratch, '..', 'shared', 'data')} (../shared/data read from ${scratch}). Set it to the data mirror's absolute path (the folder holding hts/), or leave it unset to download from USITC.`,
    );
    expect(said).not.toContain('\n');
    expect(mirrorDirProblem(join(scratch, 'nowhere'), ROOT)).toMatch(/^TARIFF_DATA_DIR names no folder: \S+nowhere\. Set it/);
    // A file is not a folder.
    writeFileSync(join(scratch, 'a-file'), '');
    expect(mirrorDirProblem(join(scratch, 'a-file'), ROOT)).toMatch(/names no folder/);
  });

  it('stops pullAll before any file is looked for', async () => {
    const saved = process.env.TARIFF_DATA_DIR;
    process.env.TARIFF_DATA_DIR = join(scratch, 'nowhere');
    try {
      const failed = await pullAll().catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(SourceError);
      expect((failed as Error).message).toMatch(/^TARIFF_DATA_DIR names no folder: .*nowhere\. Set it/);
    } finally {
      if (saved === undefined) delete process.env.TARIFF_DATA_DIR;
      else process.env.TARIFF_DATA_DIR = saved;
    }
  });

  it('stops the build with that line alone, before it takes the build lock or runs a step', () => {
    const run = spawnSync(process.execPath, ['--experimental-strip-types', join(ROOT, 'scripts', 'build.ts')], {
      cwd: ROOT,
      env: { ...process.env, TARIFF_DATA_DIR: join(scratch, 'nowhere') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([`build failed: ${mirrorDirProblem(join(scratch, 'nowhere'), ROOT)}`]);
  });
});
