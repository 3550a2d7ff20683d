import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_ALREADY, type Database, type Queryable, ROLLED_BACK } from './database';
import { splitStatements } from './migrate';
import { createTestDatabase } from '../testing/testDatabase';

describe('database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query('CREATE TABLE probe (id int PRIMARY KEY, amount bigint NOT NULL)');
  });
  afterAll(() => db.close());

  it('reads bigint columns as safe integers', async () => {
    await db.query('INSERT INTO probe VALUES (1, $1)', [9_007_199_254_740_991]);
    const { rows } = await db.query<{ amount: number }>('SELECT amount FROM probe WHERE id = 1');
    expect(rows[0]?.amount).toBe(9_007_199_254_740_991);
  });

  it('refuses a bigint a number cannot hold instead of rounding it', async () => {
    await db.query('INSERT INTO probe VALUES (2, 9007199254740993)');
    await expect(db.query('SELECT amount FROM probe WHERE id = 2')).rejects.toThrow(/safe integer/);
    await db.query('DELETE FROM probe WHERE id = 2');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (3, 1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query('SELECT 1 FROM probe WHERE id = 3');
    expect(rows).toHaveLength(0);
  });

  it('runs its first statement inside the transaction it begins, at the isolation asked', async () => {
    // On PostgreSQL the BEGIN is not awaited: it travels with this first statement.
    const seen = await db.transaction(
      async (tx) => {
        const first = await tx.query<{ isolation: string; xid: string }>(
          "SELECT current_setting('transaction_isolation') AS isolation, txid_current()::text AS xid",
        );
        const second = await tx.query<{ xid: string }>('SELECT txid_current()::text AS xid');
        return { ...first.rows[0]!, same: first.rows[0]!.xid === second.rows[0]!.xid };
      },
      { isolation: 'serializable' },
    );
    expect(seen).toMatchObject({ isolation: 'serializable', same: true });
  });

  it('plans a transaction asked for generic plans once per connection, and only that one', async () => {
    const setting = async (tx: Queryable) =>
      (
        await tx.query<{ mode: string; isolation: string }>(
          `SELECT current_setting('plan_cache_mode') AS mode,
                  current_setting('transaction_isolation') AS isolation`,
        )
      ).rows[0];
    // On PostgreSQL the setting travels with the BEGIN, so the first statement already has it.
    expect(
      await db.transaction(setting, { isolation: 'repeatable read', plans: 'generic' }),
    ).toEqual({ mode: 'force_generic_plan', isolation: 'repeatable read' });
    expect(await db.transaction(setting)).toEqual({ mode: 'auto', isolation: 'read committed' });
  });

  it('sends the last statement with the COMMIT, and refuses any after it', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe VALUES (5, 1)');
      const { rows } = await tx.committing.query<{ id: number }>(
        'INSERT INTO probe VALUES (6, 2) RETURNING id',
      );
      await expect(tx.query('SELECT 1')).rejects.toThrow(COMMITTED_ALREADY);
      await expect(tx.committing.query('SELECT 1')).rejects.toThrow(COMMITTED_ALREADY);
      return rows[0]!.id;
    });
    expect(value).toBe(6);
    const { rows } = await db.query('SELECT id FROM probe WHERE id IN (5, 6) ORDER BY id');
    expect(rows).toEqual([{ id: 5 }, { id: 6 }]);
  });

  it('keeps nothing when the last statement fails, and throws its error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (7, 1)');
        await tx.committing.query('INSERT INTO probe VALUES (5, 1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query('SELECT 1 FROM probe WHERE id = 7');
    expect(rows).toHaveLength(0);
  });

  it('tells work that caught a failed statement and returned that nothing committed', async () => {
    for (const last of [false, true]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO probe VALUES (8, 1)');
          if (last) await tx.committing.query('INSERT INTO probe VALUES (5, 1)').catch(() => 0);
          else await tx.query('INSERT INTO probe VALUES (5, 1)').catch(() => 0);
          return 'ok';
        }),
      ).rejects.toThrow(ROLLED_BACK);
    }
    const { rows } = await db.query('SELECT 1 FROM probe WHERE id = 8');
    expect(rows).toHaveLength(0);
    // A savepoint rolled back to leaves the transaction usable, and it commits.
    await db.transaction(async (tx) => {
      await tx.query('SAVEPOINT probe');
      await tx.query('INSERT INTO probe VALUES (5, 1)').catch(() => 0);
      await tx.query('ROLLBACK TO SAVEPOINT probe');
      await tx.committing.query('INSERT INTO probe VALUES (9, 1)');
    });
    expect((await db.query('SELECT 1 FROM probe WHERE id = 9')).rows).toHaveLength(1);
  });

  it('runs a transaction again after a serialization failure', async () => {
    let attempts = 0;
    const value = await db.transaction(async (tx) => {
      attempts++;
      await tx.query('INSERT INTO probe VALUES (4, $1)', [attempts]);
      if (attempts < 3) throw Object.assign(new Error('conflict'), { code: '40001' });
      return 'done';
    });
    expect(value).toBe('done');
    expect(attempts).toBe(3);
    const { rows } = await db.query<{ amount: number }>('SELECT amount FROM probe WHERE id = 4');
    expect(rows).toEqual([{ amount: 3 }]);
  });

  it('prepares a statement with parameters once per connection, and binds it after (PostgreSQL)', async (ctx) => {
    if (db.kind !== 'postgres') ctx.skip();
    const sql = 'SELECT amount FROM probe WHERE id = $1';
    const prepared = await db.transaction(async (tx) => {
      await tx.query(sql, [1]);
      const again = await tx.query<{ amount: number }>(sql, [1]);
      expect(again.rows).toEqual([{ amount: 9_007_199_254_740_991 }]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      return rows[0]!.n;
    });
    expect(prepared).toBe(1);
    // Several statements in one text, without parameters, still run (the simple protocol).
    await db.query('UPDATE probe SET amount = amount WHERE id = 1; SELECT 1');
  });

  it('writes BEGIN with the first statements, and the last with its COMMIT, once each (PostgreSQL)', async (ctx) => {
    if (db.kind !== 'postgres') ctx.skip();
    // Every write to a socket while the transaction runs: pg's own, one per statement unless
    // the adapter lets a turn's statements leave together.
    const writes: number[] = [];
    type Write = (this: Socket, ...args: unknown[]) => unknown;
    const socket = Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
    const original = { _write: socket._write, _writev: socket._writev };
    for (const method of ['_write', '_writev'] as const) {
      socket[method] = function (this: Socket, ...args: unknown[]) {
        writes.push(method === '_writev' ? (args[0] as unknown[]).length : 1);
        return original[method].apply(this, args);
      };
    }
    try {
      await db.transaction(async (tx) => {
        await Promise.all([
          tx.query('SELECT amount FROM probe WHERE id = $1', [1]),
          tx.query('SELECT 2'),
        ]);
        await tx.committing.query('UPDATE probe SET amount = amount WHERE id = $1', [1]);
      });
    } finally {
      Object.assign(socket, original);
    }
    // BEGIN and the two statements; the update and its COMMIT.
    expect(writes).toHaveLength(2);
  });

  it('prepares again what a table changed under, and answers (PostgreSQL)', async (ctx) => {
    if (db.kind !== 'postgres') ctx.skip();
    // One connection, so the second query meets the statement the first prepared.
    const one = await createTestDatabase({ maxConnections: 1 });
    try {
      await one.query('CREATE TABLE changing (id int PRIMARY KEY)');
      await one.query('INSERT INTO changing VALUES (1)');
      const sql = 'SELECT * FROM changing WHERE id = $1';
      expect((await one.query(sql, [1])).rows).toEqual([{ id: 1 }]);
      // Another server's migration adds a column.
      await one.query('ALTER TABLE changing ADD COLUMN note text');
      expect((await one.query(sql, [1])).rows).toEqual([{ id: 1, note: null }]);
      await one.query('ALTER TABLE changing ADD COLUMN more text');
      const inTransaction = await one.transaction(async (tx) => (await tx.query(sql, [1])).rows);
      expect(inTransaction).toEqual([{ id: 1, note: null, more: null }]);
    } finally {
      await one.close();
    }
  });

  it('splits migration text into statements, keeping dollar-quoted bodies whole', () => {
    const sql = `CREATE TABLE a (x int);
-- a comment;
CREATE FUNCTION f() RETURNS int AS $$
BEGIN
  RETURN 1;
END;
$$ LANGUAGE plpgsql;
`;
    expect(splitStatements(sql)).toHaveLength(2);
  });
});
