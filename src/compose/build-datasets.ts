/**
 * The datasets build step, composed: src/data/build-datasets.ts with the OpenAPI document of the route table
 * (src/http). Its contact page is on the site, at the deploy's address (src/data/site-url.ts).
 */
import { buildDatasets, type BuildReport } from '../data/build-datasets.ts';
import { openApiDocument } from '../http/openapi-document.ts';
import { ROUTES } from '../http/routes.ts';
import { siteUrl } from '../data/site-url.ts';

export const buildSiteDatasets = (): Promise<BuildReport> =>
  buildDatasets({ openApi: (contract) => openApiDocument(siteUrl(), ROUTES, contract) });
