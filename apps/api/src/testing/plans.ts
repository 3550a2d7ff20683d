import type { Database } from '../db';

let prepared = 0;

/**
 * Runs `work`, recording the statements it sends through `db` (outside transactions), then asks
 * PostgreSQL how it runs the first one `pick` chooses: planned for the values it was sent, or
 * (`generic`) in the one plan PostgreSQL may keep for a prepared statement after its fifth run,
 * which cannot see any value (docs/architecture/performance.md, "A search's plan"), with
 * sequential scans off. How a test shows a lookup goes through its index. `analyze` runs it
 * again for its values, sequential scans off, to show which parts of the plan ran ("never
 * executed" marks the others).
 */
export async function planOfSent<T>(
  db: Database,
  work: () => Promise<T>,
  pick: (sql: string) => boolean,
  options: { generic?: boolean; analyze?: boolean } = {},
): Promise<{ result: T; sent: string[]; params: unknown[]; plan: string }> {
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
  const { rows } =
    options.generic || options.analyze
      ? await db.transaction(async (tx) => {
          // A test's few rows would be read whole anyway: what matters is what an index can bound.
          await tx.query('SET LOCAL enable_seqscan = off');
          if (options.analyze) {
            return tx.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${chosen.sql}`,
              chosen.params,
            );
          }
          // A name of its own: a statement prepared before a failure outlives its transaction.
          const name = `plan_of_sent_${++prepared}`;
          await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
          await tx.query(`PREPARE ${name} AS ${chosen.sql}`);
          // A generic plan is the same whatever the values: none are given.
          const none = (chosen.params ?? []).map(() => 'NULL').join(', ');
          const explained = await tx.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN EXECUTE ${name}${none ? `(${none})` : ''}`,
          );
          await tx.query(`DEALLOCATE ${name}`);
          return explained;
        })
      : await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${chosen.sql}`, chosen.params);
  return {
    result,
    sent: sent.map(({ sql }) => sql),
    params: chosen.params ?? [],
    plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}
