// @ts-check
import netlify from '@astrojs/netlify';
import { defineConfig, passthroughImageService } from 'astro/config';
import { siteUrl } from './src/data/site-url.ts';

// The static site, plus Astro's on-demand function for the pages that answer a query without JavaScript
// (/estimate/, /search/ and the history pages, /history/) and for the page of each line (/lines/{htsno}/, 29,597
// of them, cached by the CDN rather than built). The API is not here: it is the native function
// netlify/functions/api.mts.
export default defineConfig({
  // Canonical links: the deploy's address (Netlify's URL, else SITE_URL; src/data/site-url.ts).
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'ignore',
  // Scripts and styles stay files, never inlined: the content security policy allows only 'self'.
  build: { format: 'directory', inlineStylesheets: 'never' },
  // Sessions would pull in Blobs-backed storage the service never uses.
  session: false,
  // A public JSON API with no cookies or sessions: cross-site requests carry no ambient authority.
  security: { checkOrigin: false },
  // No image is transformed: without this the function would ship sharp and its 19 MB of native binaries.
  image: { service: passthroughImageService() },
  adapter: netlify({
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    imageCDN: false,
    excludeFiles: ['./node_modules/sharp/**', './node_modules/@img/**'],
    // The pages read the schedule's per-chapter files at run time, as the API function does.
    includeFiles: ['./.cache/build/function/**'],
  }),
  vite: {
    build: { chunkSizeWarningLimit: 20_000, assetsInlineLimit: 0 },
  },
});
