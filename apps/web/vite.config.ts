import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

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
  plugins: [react(), vanillaExtractPlugin()],
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
  },
});
