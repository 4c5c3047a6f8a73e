/** Deterministic JSON output: same data, same bytes. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const toJson = (value: unknown): string => `${JSON.stringify(value)}\n`;

export const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

export const writeJson = (path: string, value: unknown): { bytes: number; sha256: string } => {
  const text = toJson(value);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return { bytes: Buffer.byteLength(text), sha256: sha256Hex(text) };
};
