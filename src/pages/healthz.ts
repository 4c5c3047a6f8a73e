import type { APIRoute } from 'astro';
import { clientAddressOf } from '../http/client-address.ts';
import { functionApp } from '../http/function-app.ts';

export const prerender = false;
export const ALL: APIRoute = (context) => functionApp(context.request, { clientAddress: clientAddressOf(context) });
