import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
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
