/**
 * What the gate learned about a request, for the handlers that report it
 * (/v1/usage, /healthz, and /v1/changes for the history window). Bound to
 * the Request object, so it lives exactly as long as the request.
 */
import type { KeyStoreHealth, Plan } from '../../lib/schema/callers.ts';

export interface CallerView {
  caller: 'anonymous' | 'key';
  /** Public id of the key; never the key. */
  keyId?: string;
  plan: Plan;
  day: string;
  used: number;
  remaining: number;
  resetsAt: Date;
  resetsInSeconds: number;
}

export interface CallerContext {
  /** Present on metered requests the gate let through. */
  caller?: CallerView;
  storeHealth: () => Promise<KeyStoreHealth>;
}

const bound = new WeakMap<Request, CallerContext>();

export const bindCallerContext = (request: Request, context: CallerContext): void => void bound.set(request, context);

/** Undefined when the app runs without a gate (some in-process tests). */
export const callerContext = (request: Request): CallerContext | undefined => bound.get(request);
