import type { Migration } from '../migrate';

/**
 * What each account has used of each Pix limits window, kept as payments come and go
 * (docs/architecture/pix-limits.md), so a payment's limits check reads one row per window
 * instead of summing every payment of the window (docs/decisions/0014).
 *
 * A payment that counts carries the starts of the windows it falls in, one per night start
 * (`limit_windows`, written by the server, which owns the window rule: @ipe/domain's
 * `limitWindowAt`). A trigger adds its amount to those windows when it starts to count (written
 * settling or completed) and takes it back when it stops (refused, rejected, or deleted when its
 * limit refused it), in the same transaction, so the figure cannot drift from the payments.
 *
 * The backfill computes the windows of the last two days' payments in SQL, once: São Paulo's
 * 06:00 and the night start, as `limitWindowAt` does; older windows are never read again.
 */
export const pixLimitUsageMigration: Migration = {
  id: '0040_pix_limit_usage',
  sql: `
ALTER TABLE pix_payments ADD COLUMN limit_windows jsonb;
CREATE TABLE pix_limit_usage (
  account_id uuid NOT NULL REFERENCES accounts (id),
  night_start text NOT NULL CHECK (night_start IN ('20:00', '22:00')),
  window_start timestamptz NOT NULL,
  used bigint NOT NULL CHECK (used >= 0),
  PRIMARY KEY (account_id, night_start, window_start)
);
CREATE FUNCTION pix_limit_usage_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := TG_OP <> 'INSERT' AND OLD.limit_windows IS NOT NULL
    AND OLD.status IN ('settling', 'completed');
  counted_after boolean := TG_OP <> 'DELETE' AND NEW.limit_windows IS NOT NULL
    AND NEW.status IN ('settling', 'completed');
BEGIN
  IF counted_after AND NOT counted_before THEN
    INSERT INTO pix_limit_usage (account_id, night_start, window_start, used)
    SELECT NEW.account_id, w.key, w.value::timestamptz, NEW.amount
      FROM jsonb_each_text(NEW.limit_windows) AS w
    ON CONFLICT (account_id, night_start, window_start)
      DO UPDATE SET used = pix_limit_usage.used + excluded.used;
  ELSIF counted_before AND NOT counted_after THEN
    UPDATE pix_limit_usage u SET used = u.used - OLD.amount
      FROM jsonb_each_text(OLD.limit_windows) AS w
     WHERE u.account_id = OLD.account_id AND u.night_start = w.key
       AND u.window_start = w.value::timestamptz;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER pix_limit_usage_follows AFTER INSERT OR UPDATE OF status OR DELETE ON pix_payments
  FOR EACH ROW EXECUTE FUNCTION pix_limit_usage_follow();
UPDATE pix_payments p SET limit_windows = (
  SELECT jsonb_object_agg(n.night_start, CASE
           WHEN p.created_at < morning THEN ((day - 1) + n.night_start::time) AT TIME ZONE 'America/Sao_Paulo'
           WHEN p.created_at >= (day + n.night_start::time) AT TIME ZONE 'America/Sao_Paulo'
             THEN (day + n.night_start::time) AT TIME ZONE 'America/Sao_Paulo'
           ELSE morning END)
    FROM (SELECT (p.created_at AT TIME ZONE 'America/Sao_Paulo')::date AS day) AS d,
         LATERAL (SELECT (d.day + time '06:00') AT TIME ZONE 'America/Sao_Paulo' AS morning) AS m,
         (VALUES ('20:00'), ('22:00')) AS n(night_start))
 WHERE p.channel IN ('key', 'bank_data', 'br_code') AND p.created_at > now() - interval '2 days';
INSERT INTO pix_limit_usage (account_id, night_start, window_start, used)
SELECT p.account_id, w.key, w.value::timestamptz, sum(p.amount)
  FROM pix_payments p, jsonb_each_text(p.limit_windows) AS w
 WHERE p.limit_windows IS NOT NULL AND p.status IN ('settling', 'completed')
 GROUP BY 1, 2, 3;
`,
};
