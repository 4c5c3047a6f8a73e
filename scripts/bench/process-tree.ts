/** Resident memory of a process and all its descendants, from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';

const status = (pid: number): { ppid: number; rssKb: number } | null => {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(text)?.[1] ?? -1);
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(text)?.[1] ?? 0);
    return { ppid, rssKb };
  } catch {
    return null;
  }
};

export const rssKb = (pid: number): number => status(pid)?.rssKb ?? 0;

export const treeRssKb = (root: number): number => {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = status(pid);
    if (!s) continue;
    const list = children.get(s.ppid) ?? [];
    list.push(pid);
    children.set(s.ppid, list);
  }
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rssKb(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
};

/** Samples the tree's resident memory every `ms` until stopped; returns the peak in MB. */
export const samplePeak = (root: number, ms = 100) => {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(root))), ms);
  return { stop: () => (clearInterval(timer), Math.round(peak / 1024)) };
};
