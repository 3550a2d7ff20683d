import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway schema per run, so the benchmark never touches real data on the same server. */
export function benchSchemaName(): string {
  return `bench_${randomBytes(5).toString('hex')}`;
}

export async function dropBenchSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^bench_[0-9a-f]+$/.test(schema)) throw new Error(`not a bench schema: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
