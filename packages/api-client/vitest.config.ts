import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitestProjects.ts';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source in tests.
  resolve: { conditions: ['source'] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['./vitest.setup.ts'],
    projects: sharedModuleProjects(import.meta.dirname, 'api-client', [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
    ]),
  },
});
