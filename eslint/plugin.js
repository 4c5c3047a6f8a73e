/** The project's own ESLint plugin: the folder-cycle rule of src/lib and the processor that lints Astro imports. */
import { astroImports } from './astro-imports.js';
import { folderCycles } from './folder-cycles.js';

export default {
  meta: { name: 'local' },
  rules: { 'folder-cycles': folderCycles, 'known-folder-cycles': folderCycles },
  processors: { 'astro-imports': astroImports },
};
