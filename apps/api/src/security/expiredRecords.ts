import type { Database } from '../db';

/** Deletes what no check needs any more: spent or expired hashes, codes, captchas, counters. */
export async function deleteExpiredRecords(db: Database): Promise<void> {
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
  log: (error: unknown) => void,
  everyMs = 10 * 60_000,
): () => void {
  const timer = setInterval(() => {
    deleteExpiredRecords(db).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
