/** The deployed app: routes, the functions' data adapter, and the gate on the environment's key store. */
import { functionDeps } from '../data/function-deps.ts';
import { createApp } from './app.ts';
import { callerConfig } from './gate/caller-config.ts';
import { createCallerGate } from './gate/create-gate.ts';
import { openCallerStore } from './gate/open-caller-store.ts';
import { PLAN_CATALOGUE } from './plan-catalogue.ts';
import { ROUTES } from './routes.ts';

const log = (event: Record<string, unknown>) => console.error(JSON.stringify(event));
const config = callerConfig(process.env);
if (config.defaultSalt) log({ level: 'warn', message: 'TARIFF_CALLER_SALT is not set: client addresses are hashed with the public development salt' });

export const callers = createCallerGate({ openStore: openCallerStore, plans: PLAN_CATALOGUE, salt: config.salt, log });

export const functionApp = createApp({ deps: functionDeps, routes: ROUTES, gate: callers.gate, log });
