import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase';
import type { Database } from './database';

/**
 * Migration 0043 wrote three checks of the posting's path without counted repeats: each must
 * still take and refuse exactly what it did, at its lengths' edges too.
 */
describe('the checks on the posting path', () => {
  let db: Database;
  let debit: string;
  let credit: string;
  let accountId: string;

  /** A customer's ledger account with this code, written past the ledger's own check. */
  const open = async (code: string | null) =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO ledger_accounts (kind, code, name) VALUES ('customer', $1, 'Conta')
         RETURNING id`,
        [code],
      )
    ).rows[0]!.id;

  beforeAll(async () => {
    db = await createTestDatabase();
    debit = await open(null);
    credit = await open(null);
    accountId = randomUUID();
    await db.query(
      `INSERT INTO accounts (id, ledger_account_id, kind, legal_name, display_name, document, number)
       VALUES ($1, $2, 'person', 'Cliente', 'Cliente', '12345678909', '1-0')`,
      [accountId, debit],
    );
  });
  afterAll(() => db.close());

  const refused = (constraint: string) =>
    expect.objectContaining({ message: expect.stringContaining(constraint) });

  it.each([
    ['one letter', 'a'],
    ["a customer's", `customer:${randomUUID()}`],
    ['of digits and marks', '0.:_-'],
    ['of 100 characters', `a${'-'.repeat(99)}`],
  ])('takes a ledger account code %s', async (_, value) => {
    await expect(open(value)).resolves.toBeDefined();
  });

  it.each([
    ['of 101 characters', `a${'b'.repeat(100)}`],
    ['with a capital', 'Cliente'],
    ['starting with a mark', '-a'],
    ['empty', ''],
    ['with a space', 'a b'],
    ['with an accent', 'conta:ção'],
  ])('refuses a ledger account code %s', async (_, value) => {
    await expect(open(value)).rejects.toEqual(refused('ledger_accounts_code_check'));
  });

  it('checks the code again when an account is updated', async () => {
    const id = await open('velho');
    await expect(
      db.query(`UPDATE ledger_accounts SET code = 'Novo' WHERE id = $1`, [id]),
    ).rejects.toEqual(refused('ledger_accounts_code_check'));
  });

  const kind = (value: string) =>
    db.query(
      `INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id,
         credit_account_id, amount, status, two_phase, kind)
       VALUES ($1, 'h', $2, $3, 1, 'pending', true, $4)`,
      [randomUUID(), debit, credit, value],
    );

  it.each([
    ['one letter', 'p'],
    ['with a dot', 'pix.payment'],
    ['with a digit and an underscore', 'fee_2'],
    ['of 64 characters', 'a'.repeat(64)],
  ])('takes a transfer kind %s', async (_, value) => {
    await expect(kind(value)).resolves.toBeDefined();
  });

  it.each([
    ['of 65 characters', 'a'.repeat(65)],
    ['starting with a digit', '1pix'],
    ['with a capital', 'Pix'],
    ['with a hyphen', 'pix-payment'],
    ['with a colon', 'pix:payment'],
    ['empty', ''],
  ])('refuses a transfer kind %s', async (_, value) => {
    await expect(kind(value)).rejects.toEqual(refused('ledger_transfers_kind_check'));
  });

  const endToEnd = (value: string) =>
    db.query(
      `INSERT INTO pix_payments (account_id, idempotency_key, request_hash, end_to_end_id,
         channel, amount, payee, status, created_at)
       VALUES ($1, $2, 'h', $3, 'key', 100, '{}'::jsonb, 'rejected', now())`,
      [accountId, randomUUID(), value],
    );
  const digits = '12345678202611280526';

  it.each([
    ['from an E', `E${digits}abcDEF01234`],
    ['from a D', `D${digits}00000000000`],
  ])('takes an end-to-end id %s', async (_, value) => {
    await expect(endToEnd(value)).resolves.toBeDefined();
  });

  it.each([
    ['of 31 characters', `E${digits}abcDEF0123`],
    ['of 33 characters', `E${digits}abcDEF012345`],
    ['from another letter', `X${digits}abcDEF01234`],
    ['from a lower-case e', `e${digits}abcDEF01234`],
    ['with a letter among its 20 digits', `E1234567820261128052a${'b'.repeat(11)}`],
    ['with a hyphen at its end', `E${digits}abcDEF0123-`],
    ['with an accent at its end', `E${digits}abcDEF0123ç`],
  ])('refuses an end-to-end id %s', async (_, value) => {
    await expect(endToEnd(value)).rejects.toEqual(refused('pix_payments_end_to_end_id_check'));
  });
});
