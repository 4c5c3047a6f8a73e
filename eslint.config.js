// @ts-check
/**
 * `npm run lint`: the usual correctness rules, promise handling with type information, and the import
 * boundaries of docs/ARCHITECTURE.md ("Boundaries"): src/lib imports nothing outside src/lib but zod and
 * reads nothing from its environment; src/http and src/data import no circle. Astro components are not
 * linted (no Astro parser here); their logic lives in src/lib/site, which is.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import local from './eslint/folder-cycles.js';

const CODE = ['**/*.ts', '**/*.mts', '**/*.js', '**/*.mjs'];

/**
 * Folder circles in src/lib that another branch is removing (search/analyser.ts takes `tokens` from
 * query/search-text.ts while query/text-index.ts uses search/): reported as warnings until they are gone.
 */
const KNOWN_LIB_CIRCLES = [['query', 'search']];

/** What makes src/lib impure: I/O, the environment, the clock, the network, the framework. */
const libPurity = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // Relative imports are judged by import-x/no-restricted-paths below; of packages only zod is allowed.
          regex: '^(?!\\.{1,2}/|zod$|zod/)',
          message: 'src/lib is pure: it imports only src/lib and zod (docs/ARCHITECTURE.md, Boundaries).',
        },
      ],
    },
  ],
  'import-x/no-restricted-paths': [
    'error',
    {
      // Zones are relative to the repository, wherever eslint is run from.
      basePath: import.meta.dirname,
      zones: [
        {
          target: './src/lib',
          from: './',
          // Packages resolve under node_modules; which ones src/lib may use is no-restricted-imports' call.
          except: ['./src/lib', './node_modules'],
          message: 'src/lib is pure: it imports only src/lib and zod (docs/ARCHITECTURE.md, Boundaries).',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'process', message: 'src/lib is pure: configuration is parsed at the edge and passed in.' },
    { name: 'fetch', message: 'src/lib is pure: loading happens in adapters (src/data).' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'src/lib is pure: take the time as an argument.' },
    { object: 'Math', property: 'random', message: 'src/lib is pure: take randomness as an argument.' },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '.netlify/**',
      '.astro/**',
      '.cache/**',
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
    },
  },
  {
    files: ['src/http/**/*.ts', 'src/data/**/*.ts'],
    rules: {
      // A circle between modules of the edge or the adapters means a layer is missing.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
      ...libPurity,
      // The folders of src/lib form layers: no folder imports one that imports it back.
      'local/folder-cycles': ['error', { root: 'src/lib', basePath: import.meta.dirname, known: KNOWN_LIB_CIRCLES }],
      'local/known-folder-cycles': ['warn', { root: 'src/lib', basePath: import.meta.dirname, known: KNOWN_LIB_CIRCLES, report: 'known' }],
    },
  },
  {
    // Config files and plain scripts outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
