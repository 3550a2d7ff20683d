import type { Clock } from '../clock';
import type { Database } from '../db';

/**
 * How long a Pix limits window's usage is kept after it started. A window lasts less than a day
 * (06:00 to the night, the night to 06:00), and a payment settling or refused later than that
 * takes its amount back from a window no longer kept as a no-op (migration 0040's trigger).
 */
const PIX_LIMIT_USAGE_KEPT_MS = 2 * 24 * 60 * 60_000;

/**
 * Deletes what no check needs any more: spent or expired hashes, codes, captchas, counters, and
 * Pix limits windows that are over (by the server's clock, as payments' windows are).
 */
export async function deleteExpiredRecords(db: Database, clock: Clock): Promise<void> {
  await db.query('DELETE FROM pix_limit_usage WHERE window_start < $1', [
    new Date(clock.now().getTime() - PIX_LIMIT_USAGE_KEPT_MS),
  ]);
  await db.query(`DELETE FROM transaction_hashes WHERE expires_at < now() - interval '1 hour'`);
  await db.query(`DELETE FROM captcha_uses WHERE expires_at < now() - interval '1 hour'`);
  await db.query(`DELETE FROM rate_limit_hits WHERE window_started_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM otp_challenges WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM password_reset_codes WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM account_invitations WHERE expires_at < now() - interval '30 days'`);
  await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '30 days'`);
  await db.query(`DELETE FROM pix_api_tokens WHERE expires_at < now() - interval '1 day'`);
  // An account opening abandoned for 30 days: personal data kept for nothing (LGPD art. 15).
  await db.query(
    `DELETE FROM account_applications
      WHERE account_id IS NULL AND updated_at < now() - interval '30 days'`,
  );
}

/** Runs the cleanup every `everyMs`; the returned function stops it. */
export function scheduleExpiredRecordCleanup(
  db: Database,
  clock: Clock,
  log: (error: unknown) => void,
  everyMs = 10 * 60_000,
): () => void {
  const timer = setInterval(() => {
    deleteExpiredRecords(db, clock).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
