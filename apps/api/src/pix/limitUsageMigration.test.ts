import { randomUUID } from 'node:crypto';
import { createEndToEndId, limitWindowAt } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { IPE_PARTICIPANT } from '../interbank';
import { createLedger } from '../ledger';
import { usageDrift } from '../testing/pixLimitUsage';

/**
 * Migration 0040 on a database that already holds payments: the last two days' counted Pix get
 * the windows they fall in, in SQL, as @ipe/domain's `limitWindowAt` says, and their usage.
 */
describe('migration 0040: the Pix limits usage of payments made before it', () => {
  let db: Database;
  const accountId = randomUUID();
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  beforeAll(async () => {
    db = await createDatabase({
      databaseUrl: process.env.DATABASE_URL,
      schema: process.env.DATABASE_URL ? `test_${randomUUID().slice(0, 8)}` : undefined,
    });
    await migrate(
      db,
      migrations.filter((m) => m.id < '0040'),
    );
    const { id: ledgerAccountId } = await createLedger(db).openAccount({ name: 'Cliente' });
    await db.query(
      `INSERT INTO accounts (id, ledger_account_id, kind, legal_name, display_name, document, number)
       VALUES ($1, $2, 'person', 'Cliente', 'Cliente', '12345678909', '1-0')`,
      [accountId, ledgerAccountId],
    );
    const pay = (createdAt: Date, status: string, channel = 'key') =>
      db.query(
        `INSERT INTO pix_payments (account_id, idempotency_key, request_hash, end_to_end_id,
           channel, amount, payee, status, created_at)
         VALUES ($1, $2, 'h', $3, $4, 100, '{}'::jsonb, $5, $6)`,
        [
          accountId,
          randomUUID(),
          createEndToEndId(IPE_PARTICIPANT.ispb, createdAt),
          channel,
          status,
          createdAt,
        ],
      );
    for (const hours of [0.1, 1, 5, 13, 19, 30]) await pay(hoursAgo(hours), 'completed');
    await pay(hoursAgo(2), 'refused');
    await pay(hoursAgo(3), 'completed', 'account');
    await pay(hoursAgo(80), 'completed');
    await migrate(db, migrations);
  });
  afterAll(() => db.close());

  it('gives each recent counted payment its windows, as limitWindowAt makes them', async () => {
    const { rows } = await db.query<{ created_at: Date; limit_windows: Record<string, string> }>(
      `SELECT created_at, limit_windows FROM pix_payments WHERE limit_windows IS NOT NULL
        ORDER BY created_at`,
    );
    // A same-bank transfer does not count; the one from 80 hours ago is older than any window read.
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      const at = new Date(row.created_at);
      for (const nightStart of ['20:00', '22:00'] as const) {
        expect(new Date(row.limit_windows[nightStart]!).getTime()).toBe(
          limitWindowAt(at, nightStart).start.getTime(),
        );
      }
    }
    expect(await usageDrift(db)).toEqual([]);
  });

  it('then follows the payments: counted when paid, given back when refused or deleted', async () => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM pix_payments WHERE status = 'completed' AND limit_windows IS NOT NULL
        ORDER BY created_at DESC LIMIT 2`,
    );
    await db.query(`UPDATE pix_payments SET status = 'rejected' WHERE id = $1`, [rows[0]!.id]);
    await db.query('DELETE FROM pix_payments WHERE id = $1', [rows[1]!.id]);
    expect(await usageDrift(db)).toEqual([]);
  });
});
