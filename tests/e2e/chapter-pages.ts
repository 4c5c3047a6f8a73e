/** Every built chapter page (dist/chapters/NN/ and, for chapters shown by subchapter, dist/chapters/NN/<part>/). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../../src/data/paths.ts';

export interface ChapterPageFile {
  /** Site path, "/chapters/99/iii/". */
  path: string;
  file: string;
}

export const chapterPages = (): ChapterPageFile[] => {
  const root = join(DIST_DIR, 'chapters');
  const pages: ChapterPageFile[] = [];
  for (const chapter of readdirSync(root).filter((d) => /^\d{2}$/.test(d)).sort()) {
    pages.push({ path: `/chapters/${chapter}/`, file: join(root, chapter, 'index.html') });
    for (const part of readdirSync(join(root, chapter), { withFileTypes: true })) {
      const file = join(root, chapter, part.name, 'index.html');
      if (part.isDirectory() && existsSync(file)) pages.push({ path: `/chapters/${chapter}/${part.name}/`, file });
    }
  }
  return pages;
};
