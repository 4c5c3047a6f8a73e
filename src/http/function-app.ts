/** The deployed app: routes, the functions' data adapter, and the gate on the environment's key store. */
import { functionDeps } from '../data/function-deps.ts';
import { createApp } from './app.ts';
import { createCallerGate } from './gate/create-gate.ts';
import { meterSettings } from './gate/meter-settings.ts';
import { openCallerStore } from './gate/open-caller-store.ts';
import { PLAN_CATALOGUE } from './plan-catalogue.ts';
import { ROUTES } from './routes.ts';
import { settings } from './settings.ts';

const log = (event: Record<string, unknown>) => console.error(JSON.stringify(event));
const { salt, defaults } = settings();
for (const name of defaults) log({ level: 'warn', message: `${name} is not set: the public development default is in use; set it to a secret in production` });

export const callers = createCallerGate({ openStore: openCallerStore, plans: PLAN_CATALOGUE, salt, log, ...meterSettings(process.env) });

export const functionApp = createApp({ deps: functionDeps, routes: ROUTES, gate: callers.gate, log });
