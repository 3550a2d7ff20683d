import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitestProjects.ts';

export default defineConfig({
  test: {
    // Property tests run thousands of cases; under CI every package tests at once on two cores.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.fixtures.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, functions: 95, statements: 95, branches: 90 },
    },
    setupFiles: ['./vitest.setup.ts'],
    projects: sharedModuleProjects(import.meta.dirname, 'domain', ['src/**/*.test.ts']),
  },
});
