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

/**
 * A data module for the function bundle: `JSON.parse` of one string literal,
 * which V8 reads several times faster than the same data as an object literal
 * (what a bundler makes of an imported .json file).
 */
export const writeModule = (path: string, value: unknown): { bytes: number } => {
  const text = `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(path.replace(/\.js$/, '.d.ts'), 'declare const index: unknown;\nexport default index;\n');
  return { bytes: Buffer.byteLength(text) };
};
