import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // One migrated PGlite database that every test database starts from.
    globalSetup: ['src/testing/globalSetup.ts'],
    // PGlite instances are heavy; a few files at a time keeps 2-core machines responsive.
    maxWorkers: 2,
    // A test may start its own PGlite app; with every package testing at once that takes a while.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
