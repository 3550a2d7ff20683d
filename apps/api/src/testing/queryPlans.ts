import type { Database } from '../db';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The database, keeping every statement run through `query` outside a transaction, so a test
 * can read how PostgreSQL runs what a service sends (planOf).
 */
export function recordingStatements(db: Database): {
  db: Database;
  statements: RecordedStatement[];
} {
  const statements: RecordedStatement[] = [];
  const recording: Database = Object.create(db);
  recording.query = ((sql: string, params: unknown[] = []) => {
    statements.push({ sql, params });
    return db.query(sql, params);
  }) as Database['query'];
  return { db: recording, statements };
}

/** PostgreSQL's plan for a statement with its parameters, as the text EXPLAIN prints. */
export async function planOf(db: Database, { sql, params }: RecordedStatement): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
