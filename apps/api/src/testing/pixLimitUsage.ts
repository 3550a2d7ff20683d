import type { Queryable } from '../db';

/**
 * Windows whose kept usage (`pix_limit_usage`, migration 0040) differs from the sum of the
 * payments that count in them: what a test expects to be none after its payments.
 */
export async function usageDrift(q: Queryable) {
  const { rows } = await q.query<{
    account_id: string;
    night_start: string;
    kept: string;
    counted: string;
  }>(
    `WITH counted AS (
       SELECT p.account_id, w.key AS night_start, w.value::timestamptz AS window_start,
              sum(p.amount) AS used
         FROM pix_payments p, jsonb_each_text(p.limit_windows) AS w
        WHERE p.limit_windows IS NOT NULL AND p.status IN ('settling', 'completed')
        GROUP BY 1, 2, 3)
     SELECT coalesce(u.account_id, c.account_id) AS account_id,
            coalesce(u.night_start, c.night_start) AS night_start,
            coalesce(u.used, 0)::text AS kept, coalesce(c.used, 0)::text AS counted
       FROM pix_limit_usage u
       FULL JOIN counted c USING (account_id, night_start, window_start)
      WHERE coalesce(u.used, 0) <> coalesce(c.used, 0)`,
  );
  return rows;
}
