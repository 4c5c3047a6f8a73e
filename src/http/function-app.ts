/** The deployed app: routes plus the functions' data adapter. */
import { functionDeps } from '../data/function-deps.ts';
import { createApp } from './app.ts';
import { ROUTES } from './routes.ts';

export const functionApp = createApp({
  deps: functionDeps,
  routes: ROUTES,
  log: (event) => console.error(JSON.stringify(event)),
});
