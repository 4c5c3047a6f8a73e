/**
 * What the gate learned about a request, for the handlers that report it (/v1/usage, /healthz): the gate returns
 * it and the app hands it to the handler as ctx.gate, so it lives exactly as long as the request.
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
