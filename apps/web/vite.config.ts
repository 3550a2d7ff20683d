import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Paths the bank server answers; in development they go to a running `pnpm start`.
const API_PATHS = [
  '/v3',
  '/v1',
  '/phoenix',
  '/service',
  '/hash',
  '/otp',
  '/captcha',
  '/cep',
  '/dev',
];
const apiTarget = process.env.IPE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies beside each file, served as they are by the bank server
    // (apps/api/src/web/webApp.ts, preCompressed): a phone on 4G downloads a third of the bytes.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.json$/] }),
  ],
  resolve: {
    // Workspace packages are read from their source (see tsconfig customConditions).
    conditions: ['source', ...defaultClientConditions],
  },
  environments: {
    // vanilla-extract evaluates *.css.ts files in Vite's SSR environment: it must read @ipe/ui
    // from source too, or the app's styles would name the theme variables of ui's dist build.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiTarget }])),
  },
  build: {
    target: 'es2022',
    // scripts/bench.mjs reads which files each route loads from the manifest.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen runs before it draws, in one file: on a phone over HTTP/1.1
              // each extra request is another round trip (Lighthouse, issue #13).
              name: 'startup',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@radix-ui[\\/]react-slot|@vanilla-extract[\\/](recipes|sprinkles|css[\\/]dist[\\/].*runtime))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
