// @ts-check
/**
 * `npm run lint`: the usual correctness rules, promise handling with type information, and the import
 * boundaries of docs/ARCHITECTURE.md ("Boundaries"): which layer may import which (LAYERS below), src/lib and
 * src/app pure, no folder circle in src/lib, no module circle in src/app, src/http or src/data. Astro components
 * are not parsed here: their frontmatter imports are (eslint/astro-imports.js), so pages keep to their layer too;
 * their logic lives in src/lib/site and src/data, which are linted in full.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import local from './eslint/plugin.js';

const CODE = ['**/*.ts', '**/*.mts', '**/*.js', '**/*.mjs'];

/** Curated data (content/*.json) and packages may be imported by any layer; which packages src/lib takes is below. */
const ANYWHERE = ['./content', './node_modules'];
const PAGES = ['./src/pages', './src/components', './src/layouts', './src/styles'];

/**
 * The layers, each with what it may import (besides ANYWHERE). Dependencies point one way: the pure core, the use
 * cases and their ports, then the edge (src/http) and the adapters (src/data) side by side, then the composition
 * (src/compose, netlify/functions, scripts) that hands the adapters to the edge. Pages are an edge of their own.
 */
const LAYERS = [
  { target: './src/lib', allow: ['./src/lib'], why: 'src/lib is pure: it imports only src/lib and zod' },
  { target: './src/app', allow: ['./src/app', './src/lib'], why: 'src/app (use cases and their ports) imports only src/lib' },
  { target: './src/http', allow: ['./src/http', './src/app', './src/lib'], why: 'src/http imports src/app and src/lib, never the adapters (src/data): composition hands them over' },
  { target: './src/data', allow: ['./src/data', './src/app', './src/lib'], why: 'src/data (adapters) imports src/app and src/lib, never the HTTP edge' },
  { target: PAGES, allow: [...PAGES, './src/app', './src/data', './src/lib', './public'], why: 'pages call use cases (src/app) through src/data and src/lib, never src/http' },
];

const ZONES = [
  ...LAYERS.map(({ target, allow, why }) => ({ target, from: './', except: [...allow, ...ANYWHERE], message: `${why} (docs/ARCHITECTURE.md, Boundaries).` })),
  { target: ['./src', './netlify'], from: ['./scripts', './tests'], message: 'Nothing the site or the function runs imports scripts or tests.' },
  { target: './scripts', from: './tests', message: 'Scripts never import tests: what both use lives in scripts/lib or src (docs/ARCHITECTURE.md, Boundaries).' },
];

/**
 * Folder circles in src/lib that another branch is removing (search/analyser.ts takes `tokens` from
 * query/search-text.ts while query/text-index.ts uses search/): reported as warnings until they are gone.
 */
const KNOWN_LIB_CIRCLES = [['query', 'search']];

/** What makes code impure: I/O, the environment, the clock, the network, the framework. For src/lib and src/app. */
const purity = (where) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // Relative imports are judged by import-x/no-restricted-paths; of packages only zod is allowed.
          regex: '^(?!\\.{1,2}/|zod$|zod/)',
          message: `${where} is pure: of packages it imports only zod (docs/ARCHITECTURE.md, Boundaries).`,
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'process', message: `${where} is pure: configuration is parsed at the edge and passed in.` },
    { name: 'fetch', message: `${where} is pure: loading happens in adapters (src/data).` },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: `${where} is pure: take the time as an argument.` },
    { object: 'Math', property: 'random', message: `${where} is pure: take randomness as an argument.` },
  ],
});

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '.netlify/**',
      '.astro/**',
      '.cache/**',
      // The app bundle the build writes for the function (src/data/bundle-functions.ts).
      'netlify/app/*.mjs',
      'node_modules/**',
      'test-results/**',
      'bench-results/**',
    ],
  },
  {
    files: CODE,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      // TypeScript checks names itself (typescript-eslint turns no-undef off for .ts); the .js/.mjs files here are
      // Node config files.
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
    settings: {
      // Lets import-x parse the TypeScript files it follows (no-cycle walks the graph through them).
      'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // Type-aware: a promise nobody awaits loses its error; an async callback where void is expected too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // The HTTP edge rejects control characters on purpose, and its tests and fuzzers send them.
      'no-control-regex': 'off',
      // `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Zones are relative to the repository, wherever eslint is run from.
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }],
    },
  },
  {
    files: ['src/app/**/*.ts', 'src/http/**/*.ts', 'src/data/**/*.ts'],
    rules: {
      // A circle between modules of the use cases, the edge or the adapters means a layer is missing.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The MCP SDK is loaded by import() on the first /mcp request (src/http/mcp/mcp-server.ts): a static import,
    // which a bundler keeping packages external hoists to the top of the function, would load it on every cold start.
    // Only src/http/mcp/mcp-sdk.ts names it, the entry of its own bundle (src/data/bundle-functions.ts), and nothing
    // imports that module statically either.
    files: ['src/**/*.ts', 'netlify/**/*.mts'],
    ignores: ['src/http/mcp/mcp-sdk.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@modelcontextprotocol/*', '**/mcp-sdk.ts'], allowTypeImports: true, message: 'Load the MCP SDK with import() (src/http/mcp/mcp-server.ts), never statically.' },
          ],
        },
      ],
      // zod as a namespace (`import * as z`): the bundler then keeps only what `z.<name>` reaches; the named `z` is an
      // object holding all of zod, which the function would compile and run at every cold start (about 150 KB, 10 ms).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as a namespace, `import * as z from 'zod'`: the named `z` keeps all of zod in the function bundle.",
        },
      ],
    },
  },
  {
    // Tests read raw upstream JSON (the HTS export) and response bodies whose shape they then assert.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/lib/**/*.ts'],
    plugins: { local },
    rules: {
      ...purity('src/lib'),
      // The folders of src/lib form layers: no folder imports one that imports it back.
      'local/folder-cycles': ['error', { root: 'src/lib', basePath: import.meta.dirname, known: KNOWN_LIB_CIRCLES }],
      'local/known-folder-cycles': ['warn', { root: 'src/lib', basePath: import.meta.dirname, known: KNOWN_LIB_CIRCLES, report: 'known' }],
    },
  },
  {
    files: ['src/app/**/*.ts'],
    rules: purity('src/app'),
  },
  {
    // Config files and plain scripts outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Astro components: only their frontmatter's imports, checked against the zones.
    files: ['**/*.astro'],
    plugins: { local },
    processor: 'local/astro-imports',
  },
  {
    files: ['**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
    },
  },
);
