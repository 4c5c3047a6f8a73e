// @ts-check
import netlify from '@astrojs/netlify';
import { defineConfig, passthroughImageService } from 'astro/config';

// Static site plus one on-demand function for the /v1/* and /healthz routes
// (src/pages/v1/[...path].ts and src/pages/healthz.ts, `prerender = false`).
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
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
  }),
  vite: {
    build: { chunkSizeWarningLimit: 20_000, assetsInlineLimit: 0 },
  },
});
