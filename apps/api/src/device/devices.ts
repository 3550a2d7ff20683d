import type { Database } from '../db';
import type { Caller } from '../auth/caller';
import { deviceErrors } from './deviceErrors';

/** The devices this user enabled on this account (settings/security). */
export async function listDevices(db: Database, caller: Caller) {
  const { rows } = await db.query<{
    id: string;
    label: string | null;
    enabled_with: 'email' | 'totp';
    enabled_at: Date;
    key_hash: string;
  }>(
    `SELECT id, label, enabled_with, enabled_at, key_hash FROM devices
      WHERE account_id = $1 AND user_id = $2 AND revoked_at IS NULL ORDER BY enabled_at DESC`,
    [caller.accountId, caller.userId],
  );
  return rows.map((row) => ({
    id_session: row.id,
    label: row.label,
    enabled_with: row.enabled_with,
    enabled_at: row.enabled_at.toISOString(),
    current: row.key_hash === caller.deviceKeyHash,
  }));
}

/**
 * Disables a device. If it was the one the account status names, the status names the newest
 * device still enabled (or none).
 */
export async function revokeDevice(db: Database, caller: Caller, deviceId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key_hash: string }>(
      `UPDATE devices SET revoked_at = $4
        WHERE id = $1 AND account_id = $2 AND user_id = $3 AND revoked_at IS NULL
        RETURNING key_hash`,
      [deviceId, caller.accountId, caller.userId, now],
    );
    if (!rows[0]) throw deviceErrors.deviceNotFound();
    await tx.query(
      `UPDATE memberships m SET unique_id_key_hash = (
         SELECT d.key_hash FROM devices d
          WHERE d.account_id = m.account_id AND d.user_id = m.user_id AND d.revoked_at IS NULL
          ORDER BY d.enabled_at DESC LIMIT 1)
        WHERE m.account_id = $1 AND m.user_id = $2 AND m.unique_id_key_hash = $3`,
      [caller.accountId, caller.userId, rows[0].key_hash],
    );
  });
}
