import type { APIRoute } from 'astro';
import { functionApp } from '../../http/function-app.ts';

export const prerender = false;
export const ALL: APIRoute = ({ request }) => functionApp(request);
