import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createPgliteDatabase } from '../db/pgliteDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory's tarball, for every test database to start from. */
    migratedPgliteImage: string | null;
  }
}

/**
 * Migrates one PGlite database before the test files run and leaves its data directory in a
 * temporary file: a test database loaded from it skips initdb and the migrations, 0.5 s against
 * 2.5 s on its own and twice that with both lanes busy (docs/architecture/performance.md, "CI's
 * time"). On PostgreSQL (DATABASE_URL) each test file migrates a schema of its own, as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPgliteImage', null);
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'ipe-test-pglite-'));
  const file = join(folder, 'migrated.tar');
  const db = await createPgliteDatabase();
  try {
    await migrate(db, migrations);
    await writeFile(file, Buffer.from(await (await db.image()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('migratedPgliteImage', file);
  return () => rm(folder, { recursive: true, force: true });
}
