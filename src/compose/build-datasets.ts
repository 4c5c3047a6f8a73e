/**
 * The datasets build step, composed: src/data/build-datasets.ts with the OpenAPI document of the route table
 * (src/http). Its contact page is on the site, at the origin Astro builds for (astro.config.mjs `site`).
 */
import { buildDatasets, type BuildReport } from '../data/build-datasets.ts';
import { openApiDocument } from '../http/openapi-document.ts';
import { ROUTES } from '../http/routes.ts';

export const buildSiteDatasets = (): Promise<BuildReport> =>
  buildDatasets({ openApi: (contract) => openApiDocument(process.env.SITE_URL ?? 'http://localhost:4321', ROUTES, contract) });
