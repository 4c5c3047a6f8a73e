/** Deterministic JSON output: same data, same bytes. */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const toJson = (value: unknown): string => `${JSON.stringify(value)}\n`;

export const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

/** Write to a sibling then rename, so a concurrent reader sees the old file or the new one, never half of one. */
export const writeAtomic = (path: string, text: string): void => {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
};

export const writeJson = (path: string, value: unknown): { bytes: number; sha256: string } => {
  const text = toJson(value);
  writeAtomic(path, text);
  return { bytes: Buffer.byteLength(text), sha256: sha256Hex(text) };
};

/**
 * A data module for the function bundle: the JSON as one base64 string
 * literal, decoded and parsed on import. Measured at cold start, V8 compiles
 * a plain ASCII literal far faster than the same JSON as an escaped string,
 * and both far faster than an object literal (what a bundler makes of an
 * imported .json file).
 */
export const writeModule = (path: string, value: unknown): { bytes: number } => {
  const b64 = Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
  const text = `export default JSON.parse(Buffer.from('${b64}', 'base64').toString('utf8'));\n`;
  writeAtomic(path, text);
  writeAtomic(path.replace(/\.js$/, '.d.ts'), 'declare const index: unknown;\nexport default index;\n');
  return { bytes: Buffer.byteLength(text) };
};
