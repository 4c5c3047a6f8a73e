/**
 * Several gate instances as separate Node processes counting on one store
 * directory (each with its own local Blobs server on it, as two deployed
 * function instances share the site's store). See gate-worker.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { ROOT } from '../../src/data/paths.ts';
import type { RunRequest, RunResult, WorkerInit, WorkerMessage } from './gate-worker.ts';

export interface GateProcess {
  run(request: RunRequest): Promise<RunResult>;
  flush(): Promise<void>;
  /** Flushes, stops and waits for the process to exit (killed after 10 s). */
  stop(): Promise<void>;
  logs: Record<string, unknown>[];
}

const REPLY_MS = 120_000;

export const startGateProcess = async (init: WorkerInit): Promise<GateProcess> => {
  const child: ChildProcess = fork(`${ROOT}/tests/support/gate-worker.ts`, [], {
    cwd: ROOT,
    execArgv: ['--experimental-strip-types', '--no-warnings'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (m: Record<string, unknown>) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (m: Record<string, unknown>) => {
    if (m.type === 'log') return void logs.push(m.event as Record<string, unknown>);
    const w = waiting.shift();
    if (!w) return;
    if (m.type === 'error') w.reject(new Error(String(m.message)));
    else if (m.type !== w.type) w.reject(new Error(`expected ${w.type}, got ${String(m.type)}`));
    else w.resolve(m);
  });
  child.once('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`gate worker exited with ${code}`));
  });
  const ask = (message: WorkerMessage, reply: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`gate worker did not answer ${message.type} within ${REPLY_MS} ms`)), REPLY_MS);
      waiting.push({
        type: reply,
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      child.send(message);
    });
  await ask({ type: 'init', init }, 'ready');
  return {
    logs,
    run: async (run) => (await ask({ type: 'run', run }, 'result')).result as RunResult,
    flush: async () => void (await ask({ type: 'flush' }, 'flushed')),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ask({ type: 'stop' }, 'stopped').catch(() => child.kill('SIGKILL'));
      await exited;
      clearTimeout(kill);
    },
  };
};
