import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitestProjects.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // PGlite instances are heavy; a few files at a time keeps 2-core machines responsive.
    maxWorkers: 2,
    // A test may start its own PGlite app; with every package testing at once that takes a while.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One migrated PGlite database that every test database starts from.
    globalSetup: ['src/testing/globalSetup.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Each file builds its own app on its own database; what modules keep between files is
    // caches of what never changes (the participants' list, the encoded PINs' table).
    projects: sharedModuleProjects(import.meta.dirname, 'api', [
      'src/**/*.test.ts',
      'bench/**/*.test.ts',
    ]),
  },
});
