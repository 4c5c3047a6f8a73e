/**
 * The deployed app, composed: the HTTP edge (src/http) given the adapters of src/data (the functions' data
 * files, the callers' store on Netlify Blobs) and the settings from the environment. netlify/functions/api.mts
 * serves it; nothing below the edge imports this.
 */
// A named import without an import attribute (this module is only ever bundled): the bundler then keeps the one
// value, not the whole package.json with its dependencies' names.
import { version } from '../../package.json';
import { functionDeps } from '../data/function-deps.ts';
import { openCallerStore } from '../data/open-caller-store.ts';
import { createApp } from '../http/app.ts';
import { createCallerGate } from '../http/gate/create-gate.ts';
import { meterSettings } from '../http/gate/meter-settings.ts';
import { withMcp } from '../http/mcp/with-mcp.ts';
import { PLAN_CATALOGUE } from '../app/plans.ts';
import { ROUTES } from '../http/routes.ts';
import { settings } from '../http/settings.ts';

const log = (event: Record<string, unknown>) => console.error(JSON.stringify(event));
const { salt, defaults } = settings();
for (const name of defaults) log({ level: 'warn', message: `${name} is not set: the public development default is in use; set it to a secret in production` });

export const callers = createCallerGate({ openStore: openCallerStore, plans: PLAN_CATALOGUE, salt, log, ...meterSettings(process.env) });

/** The API, and /mcp beside it: each tool call goes through this same app, gate and all. */
export const functionApp = withMcp(createApp({ deps: functionDeps, routes: ROUTES, gate: callers.gate, log }), ROUTES, { version, log });
