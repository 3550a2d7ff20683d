import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../app';
import { findRepoRoot, loadConfig } from '../config';
import { createDatabase, migrate, migrations } from '../db';

/** Where the contract lives: packages/api-client generates its client from this file. */
export const OPENAPI_PATH = join(findRepoRoot(), 'apps', 'api', 'openapi.json');

/**
 * The OpenAPI 3.1 document of the production routes (no dev routes, no Swagger UI), from a
 * throwaway in-memory database: the same input gives the same bytes.
 */
export async function generateOpenApi(): Promise<string> {
  const db = await createDatabase({});
  try {
    await migrate(db, migrations);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      // Secrets sign nothing here; the document does not depend on them.
      IPE_SECRET_KEY: randomBytes(32).toString('base64url'),
    });
    const app = await buildApp({ db, config });
    try {
      await app.ready();
      return `${JSON.stringify(app.swagger(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
