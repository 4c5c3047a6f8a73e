/// <reference types="astro/client" />
/**
 * Astro's middleware, run by the on-demand function (and at build time, where it does nothing): every page the
 * function renders (/estimate/, /search/, /lines/{htsno}/, /history/…) gets a strong ETag of its bytes and answers
 * a matching If-None-Match with a 304, as static pages do (src/lib/http-cache/conditional-page.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { conditionalPage } from './lib/http-cache/conditional-page.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : conditionalPage(context.request, response);
});
