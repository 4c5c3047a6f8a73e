// npm run serve: the local server as the build bundled it from scripts/serve.ts (.cache/server/serve.mjs).
import { existsSync } from 'node:fs';

const server = new URL('../.cache/server/serve.mjs', import.meta.url);
if (!existsSync(server)) {
  console.error('No build found: run `npm run build` first (npm start does both).');
  process.exit(1);
}
await import(server.href);
