/**
 * Part of the datasets step: the schedule as CSV beside its JSON, /api/v1/hts-schedule.csv and
 * /api/v1/chapters/NN.csv for every chapter that has a JSON file, from the lines already in memory (each row is
 * made once and used by both files). Their media type reaches Netlify through dist/_headers (CSV_HEADER_RULES).
 */
import { join } from 'node:path';
import { chapterCsvPath, SCHEDULE_CSV_PATH, scheduleCsvHeader, scheduleCsvIssues, scheduleCsvRow } from '../lib/datasets/schedule-csv.ts';
import type { TariffLine } from '../lib/schema/tariff-line.ts';
import { sha256Hex, writeAtomic } from './write-json.ts';

export interface WrittenCsv {
  path: string;
  bytes: number;
  sha256: string;
}

/** Writes the files under apiDir (the directory served as /api/v1); returns the issues instead when there are any. */
export const writeScheduleCsv = (apiDir: string, lines: readonly TariffLine[], chapters: readonly string[], htsRelease: string): { files: WrittenCsv[]; issues: string[] } => {
  const listed = new Set(chapters);
  const issues = [...scheduleCsvIssues(lines), ...lines.filter((l) => !listed.has(l.chapter)).map((l) => `${l.htsno}: chapter ${l.chapter} has no chapter file`)];
  if (issues.length > 0) return { files: [], issues };
  const header = scheduleCsvHeader();
  const rows = lines.map((line) => scheduleCsvRow(line, htsRelease));
  const byChapter = new Map<string, string[]>(chapters.map((c) => [c, []]));
  lines.forEach((line, i) => byChapter.get(line.chapter)!.push(rows[i]!));
  const write = (path: string, text: string): WrittenCsv => {
    writeAtomic(join(apiDir, path.replace(/^\/api\/v1\//, '')), text);
    return { path, bytes: Buffer.byteLength(text), sha256: sha256Hex(text) };
  };
  const files = [write(SCHEDULE_CSV_PATH, header + rows.join('')), ...chapters.map((c) => write(chapterCsvPath(c), header + byChapter.get(c)!.join('')))];
  return { files, issues: [] };
};
