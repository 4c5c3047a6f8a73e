// The types of function-app.mjs, which the build writes beside this file: src/compose/function-app.ts bundled with its
// packages into one module (src/data/bundle-functions.ts).
export * from '../../src/compose/function-app.ts';
