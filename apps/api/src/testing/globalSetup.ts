import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
  // Vitest runs a global setup once for each project (and the root config): the image is made
  // once for all of them, in this process.
  const shared = globalThis as { migratedPgliteImage?: Promise<string> };
  shared.migratedPgliteImage ??= migratedImage();
  const file = await shared.migratedPgliteImage;
  project.provide('migratedPgliteImage', file);
  return () => rm(dirname(file), { recursive: true, force: true });
}

async function migratedImage(): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'ipe-test-pglite-')), 'migrated.tar');
  const db = await createPgliteDatabase();
  try {
    await migrate(db, migrations);
    await writeFile(file, Buffer.from(await (await db.image()).arrayBuffer()));
  } finally {
    await db.close();
  }
  return file;
}
