import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitestProjects.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Also where vanilla-extract evaluates *.css.ts files (see vite.config.ts).
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Business time is São Paulo whatever the machine says; tests must agree.
    env: { TZ: 'UTC' },
    // Form flows type and wait a lot; on a busy 2-core CI machine one can take 10 s or more.
    testTimeout: 30_000,
    projects: sharedModuleProjects(import.meta.dirname, 'web', [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
    ]),
  },
});
