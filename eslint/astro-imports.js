/**
 * An ESLint processor for Astro components, which this project does not parse: it hands ESLint only the import
 * declarations of the component's frontmatter, as a small module, so the import boundaries
 * (import-x/no-restricted-paths) hold for pages as for code. Everything else in a component goes unchecked.
 */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const IMPORT = /^\s*import\s(?:[^'"`;]*?\sfrom\s*)?['"][^'"]+['"][^;\n]*;?/gm;

export const astroImports = {
  meta: { name: 'astro-imports' },
  preprocess(text) {
    const frontmatter = FRONTMATTER.exec(text)?.[1] ?? '';
    const imports = frontmatter.match(IMPORT) ?? [];
    return [{ text: `${imports.map((i) => i.trim()).join('\n')}\n`, filename: 'frontmatter-imports.ts' }];
  },
  // Lines of the module do not map to the component's: the message names the import, which is enough.
  postprocess: (messages) => messages.flat(),
  supportsAutofix: false,
};
