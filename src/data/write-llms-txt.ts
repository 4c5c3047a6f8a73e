/**
 * Build step: dist/llms.txt and dist/llms-full.txt, generated from the OpenAPI document and the chapter index the
 * datasets step wrote (the same bytes dist/api/v1 serves), so the endpoints they list are the API's own.
 * Their media type reaches Netlify through dist/_headers (LLMS_HEADER_RULES, written by write-static-answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, LlmsOpenApi, llmsFullTxt, llmsTxt, type LlmsInput } from '../lib/llms/llms-txt.ts';
import { ChapterIndexFile } from '../lib/schema/static-files.ts';
import { siteUrl } from './site-url.ts';

export const writeLlmsTxt = (distDir: string, site: string = siteUrl()): { path: string; bytes: number }[] => {
  const read = (path: string): unknown => JSON.parse(readFileSync(join(distDir, 'api', 'v1', path), 'utf8'));
  const index = ChapterIndexFile.parse(read('chapters/index.json'));
  const chapters = index.sections.flatMap((s) => s.chapters);
  const input: LlmsInput = {
    siteUrl: site.replace(/\/$/, ''),
    openapi: LlmsOpenApi.parse(read('openapi.json')),
    htsRelease: index.revision.htsRelease,
    publishedOn: index.revision.publishedOn,
    lineCount: chapters.reduce((n, c) => n + c.lineCount, 0),
    classifiableCount: chapters.reduce((n, c) => n + c.classifiableCount, 0),
  };
  return (
    [
      [LLMS_TXT_PATH, llmsTxt(input)],
      [LLMS_FULL_TXT_PATH, llmsFullTxt(input)],
    ] as const
  ).map(([path, text]) => {
    writeFileSync(join(distDir, path), text);
    return { path, bytes: Buffer.byteLength(text) };
  });
};
