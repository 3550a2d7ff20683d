import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const TESTS = ['src/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * Test files that replace a module with `vi.mock`. Vitest scopes such a mock to its file by
 * loading every file's modules afresh, which is what `isolate: false` turns off; these files keep
 * it. Found by reading the files, so a new one cannot be forgotten.
 */
const MOCKING = ['src', 'bench'].flatMap((folder) =>
  readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(folder, file))
    .filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
    ),
);

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
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: TESTS,
          exclude: MOCKING,
          // Each file builds its own app on its own database; what modules keep between files
          // is caches of what never changes (the participants' list, the encoded PINs' table).
          // Loading the server's modules once per worker, not once per file: the api's tests
          // took 3m23s with it on, 1m21s off (docs/architecture/performance.md, "CI's time").
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api (isolated)', include: MOCKING } },
    ],
  },
});
