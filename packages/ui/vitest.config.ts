import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitestProjects.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages from source, like the apps.
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Business time is São Paulo whatever the machine says; tests must agree.
    env: { TZ: 'UTC' },
    // Under CI every package tests at once on two cores; user-event flows need room.
    testTimeout: 15_000,
    projects: sharedModuleProjects(import.meta.dirname, 'ui', [
      'src/**/*.test.tsx',
      'src/**/*.test.ts',
    ]),
  },
});
