import type { Database } from '../db';

/**
 * Runs `work`, recording the statements it sends through `db` (outside transactions), then asks
 * PostgreSQL how it runs the first one `pick` chooses, with the values it was sent: how a test
 * shows a lookup goes through its index (docs/architecture/performance.md).
 */
export async function planOfSent<T>(
  db: Database,
  work: () => Promise<T>,
  pick: (sql: string) => boolean,
): Promise<{ result: T; sent: string[]; plan: string }> {
  const sent: { sql: string; params: unknown[] | undefined }[] = [];
  const query = db.query;
  db.query = ((sql: string, params?: unknown[]) => {
    sent.push({ sql, params });
    return query.call(db, sql, params);
  }) as Database['query'];
  let result: T;
  try {
    result = await work();
  } finally {
    db.query = query;
  }
  const chosen = sent.find(({ sql }) => pick(sql));
  if (!chosen) throw new Error('planOfSent: no statement sent matches');
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${chosen.sql}`, chosen.params);
  return {
    result,
    sent: sent.map(({ sql }) => sql),
    plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}
