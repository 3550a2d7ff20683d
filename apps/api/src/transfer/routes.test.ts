import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db';
import { BankError, errorHandler } from '../errors';
import { BANK_ACCOUNT_CODES, type Ledger, createLedger } from '../ledger';
import { createTestDatabase } from '../testing/testDatabase';
import type { AccountDirectory, BankAccountRecord } from './accountDirectory';
import type { Caller } from '../auth/caller';
import { transferRoutes, type TransferContext } from './routes';
import { statementRoutes } from '../statement/routes';
import { systemClock } from '../clock';

/**
 * The routes on a bare Fastify app: a stand-in directory table and stand-in guards (the caller
 * named by a header may act only on its own account; money movement needs a PIN header), so the
 * transfer behaviour is tested on its own.
 */
const directory: AccountDirectory = {
  async byId(q, id) {
    const { rows } = await q.query<Row>(`SELECT * FROM stand_in_bank_accounts WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  },
  async byIds(q, ids) {
    const { rows } = await q.query<Row>(
      'SELECT * FROM stand_in_bank_accounts WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map(toRecord);
  },
  async byBranchAndNumber(q, branch, number) {
    const { rows } = await q.query<Row>(
      `SELECT * FROM stand_in_bank_accounts WHERE branch = $1 AND number = $2`,
      [branch, number],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  },
  // Stand-in accounts have no holders' documents or Pix keys to find them by.
  async byDocument() {
    return [];
  },
  async byPixKey() {
    return null;
  },
  async byPixKeys() {
    return [];
  },
  async ledgerAccountIdsByName(q, text, among) {
    const { rows } = await q.query<{ ledger_account_id: string }>(
      `SELECT ledger_account_id FROM stand_in_bank_accounts
        WHERE holder_name ILIKE $1 AND ledger_account_id = ANY($2::uuid[])`,
      [`%${text}%`, [...among]],
    );
    return rows.map((row) => row.ledger_account_id);
  },
  async byLedgerAccountIds(q, ids) {
    const { rows } = await q.query<Row>(
      `SELECT * FROM stand_in_bank_accounts WHERE ledger_account_id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(toRecord);
  },
};
interface Row {
  id: string;
  branch: string;
  number: string;
  holder_name: string;
  ledger_account_id: string;
  blocked: boolean;
}
const toRecord = (row: Row): BankAccountRecord => ({
  id: row.id,
  branch: row.branch,
  number: row.number,
  holderName: row.holder_name,
  // Transfers between accounts never read the holder's document.
  document: '00000000000',
  holderKind: 'person',
  ledgerAccountId: row.ledger_account_id,
  canReceive: !row.blocked,
});

/** The encoded PIN the stand-in accepts (any 64 hex digits are well formed). */
const GOOD_PIN = 'a'.repeat(64);

const ownAccountOnly = async (request: FastifyRequest) => {
  const { sub } = request.params as { sub: string };
  if (request.headers['x-test-caller'] !== sub) {
    throw new BankError('ACCOUNT_NOT_FOUND');
  }
};

/** The stand-in of the hash and PIN the money's transaction spends: the PIN must be GOOD_PIN. */
const pinRequired: TransferContext['money'] = {
  async authorize(request, move) {
    if ((request.body as { pin?: unknown }).pin !== GOOD_PIN) {
      throw new BankError('INVALID_PIN', { remaining_attempts: 2 });
    }
    return move([]);
  },
};

/** The session headers the contract names; the stand-in guards read only x-test-caller. */
const standInHeaders = (accountId: string) => ({
  authorization: 'Bearer stand-in',
  account_id: accountId,
  transaction_hash: 'stand-in',
});

const pass = async () => {};

/** Signs in whoever x-test-caller names. */
const standInAuthenticate = async (request: FastifyRequest) => {
  const accountId = String(request.headers['x-test-caller']);
  request.caller = { userId: accountId, accountId } as Caller;
};

describe('transfer routes', () => {
  let db: Database;
  let ledger: Ledger;
  let app: FastifyInstance;
  let seq = 0;

  async function openBankAccount(name: string, cents: number, blocked = false) {
    const account = await ledger.openAccount({ name });
    const settlement = await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
    if (cents) {
      await ledger.transfer({
        idempotencyKey: randomUUID(),
        debitAccountId: settlement.id,
        creditAccountId: account.id,
        amount: cents,
        kind: 'pix_in',
      });
    }
    const id = randomUUID();
    const number = `${1000 + ++seq}-${seq % 10}`;
    await db.query(
      `INSERT INTO stand_in_bank_accounts (id, branch, number, holder_name, ledger_account_id, blocked)
       VALUES ($1, '0001', $2, $3, $4, $5)`,
      [id, number, name, account.id, blocked],
    );
    return { id, number, ledgerAccountId: account.id };
  }

  const post = (sub: string, body: unknown, key: string | null = randomUUID(), caller = sub) =>
    app.inject({
      method: 'POST',
      url: `/v1/bank/accounts/${sub}/transfers/internal`,
      headers: {
        ...standInHeaders(caller),
        'x-test-caller': caller,
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      payload: { pin: GOOD_PIN, ...(body as Record<string, unknown>) },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = createLedger(db);
    await db.query(`CREATE TABLE stand_in_bank_accounts (
      id uuid PRIMARY KEY, branch text NOT NULL, number text NOT NULL, holder_name text NOT NULL,
      ledger_account_id uuid NOT NULL REFERENCES ledger_accounts (id), blocked boolean NOT NULL)`);
    app = Fastify();
    app.decorateRequest('caller', null);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The server's own edge: codes become statuses and pt-BR messages there only.
    app.setErrorHandler(errorHandler);
    // The route alone: stand-in guards instead of sessions, devices and the PIN service.
    const ctx: TransferContext = {
      db,
      ledger,
      accounts: directory,
      guards: {
        authenticateForMoney: standInAuthenticate,
        ownAccount: ownAccountOnly,
        requireMoneyMovement: pass,
      },
      health: { assertAvailable: pass },
      money: pinRequired,
    };
    await app.register(transferRoutes, { ctx });
    // The statement shows what the transfers did (src/statement; filters and balances there).
    await app.register(statementRoutes, {
      ctx: {
        ...ctx,
        clock: systemClock,
        guards: {
          ...ctx.guards,
          authenticate: standInAuthenticate,
          authenticateToken: standInAuthenticate,
        },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    expect((await ledger.checkInvariants()).ok).toBe(true);
    await db.close();
  });

  it('moves money to an account found by branch and number, once per Idempotency-Key', async () => {
    const maria = await openBankAccount('Maria Silva', 10_000);
    const joao = await openBankAccount('João Souza', 0);
    const key = randomUUID();
    const body = {
      destination: { branch: '0001', number: joao.number },
      amount_cents: 2_500,
      description: 'Almoço',
    };
    const first = await post(maria.id, body, key);
    expect(first.statusCode).toBe(201);
    const receipt = first.json().data;
    expect(receipt).toMatchObject({
      status: 'posted',
      amount_cents: 2_500,
      description: 'Almoço',
      replayed: false,
      source: { account_id: maria.id, holder_name: 'Maria Silva' },
      destination: { account_id: joao.id, number: joao.number, holder_name: 'João Souza' },
    });

    const again = await post(maria.id, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual({ ...receipt, replayed: true });
    expect((await ledger.balance(maria.ledgerAccountId)).posted).toBe(7_500);
    expect((await ledger.balance(joao.ledgerAccountId)).posted).toBe(2_500);

    const conflict = await post(maria.id, { ...body, amount_cents: 2_501 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('answers a burst of the same request once with money and the rest as replays', async () => {
    const payer = await openBankAccount('Pagadora', 1_000);
    const payee = await openBankAccount('Recebedor', 0);
    const key = randomUUID();
    const body = { destination: { account_id: payee.id }, amount_cents: 700 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(payer.id, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const receipts = answers.map((a) => a.json().data);
    expect(new Set(receipts.map((r) => r.id)).size).toBe(1);
    expect(receipts.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.balance(payer.ledgerAccountId)).posted).toBe(300);
    expect((await ledger.balance(payee.ledgerAccountId)).posted).toBe(700);
  });

  it('scopes the key to the paying account: another customer may use the same key', async () => {
    const a = await openBankAccount('Ana', 1_000);
    const b = await openBankAccount('Bruno', 1_000);
    const c = await openBankAccount('Carla', 0);
    const key = randomUUID();
    const body = { destination: { account_id: c.id }, amount_cents: 100 };
    expect((await post(a.id, body, key)).statusCode).toBe(201);
    expect((await post(b.id, body, key)).json().data.replayed).toBe(false);
    expect((await ledger.balance(c.ledgerAccountId)).posted).toBe(200);
  });

  it("reads known accounts once, and asks in the money's transaction whether one still receives", async () => {
    const payer = await openBankAccount('Pagadora', 1_000);
    const payee = await openBankAccount('Recebedora', 0);
    const body = { destination: { account_id: payee.id }, amount_cents: 100 };
    expect((await post(payer.id, body)).statusCode).toBe(201);

    // Both sides are known now: the next transfer reads them only inside its transaction.
    const reads = vi.spyOn(directory, 'byIds');
    expect((await post(payer.id, body)).statusCode).toBe(201);
    expect(reads.mock.calls.map(([q]) => q === db)).toEqual([false]);
    reads.mockRestore();

    // Blocked since it was known: refused in the transaction, nothing moves.
    await db.query('UPDATE stand_in_bank_accounts SET blocked = true WHERE id = $1', [payee.id]);
    const refused = await post(payer.id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('DESTINATION_UNAVAILABLE');
    expect((await ledger.balance(payee.ledgerAccountId)).posted).toBe(200);

    // One read while blocked is not kept: unblocked, it receives at once.
    const later = await openBankAccount('Desbloqueada', 0, true);
    const toLater = { destination: { account_id: later.id }, amount_cents: 100 };
    expect((await post(payer.id, toLater)).json().code).toBe('DESTINATION_UNAVAILABLE');
    await db.query('UPDATE stand_in_bank_accounts SET blocked = false WHERE id = $1', [later.id]);
    expect((await post(payer.id, toLater)).statusCode).toBe(201);
    expect((await ledger.balance(later.ledgerAccountId)).posted).toBe(100);
  });

  it('refuses what must not move, with a code and a pt-BR message', async () => {
    const payer = await openBankAccount('Pagador', 1_000);
    const blocked = await openBankAccount('Bloqueada', 0, true);
    const other = await openBankAccount('Outra', 0);
    const cases: [unknown, number, string][] = [
      [{ destination: { account_id: other.id }, amount_cents: 1_001 }, 422, 'INSUFFICIENT_FUNDS'],
      [{ destination: { account_id: payer.id }, amount_cents: 1 }, 422, 'SAME_ACCOUNT'],
      [
        { destination: { account_id: blocked.id }, amount_cents: 1 },
        422,
        'DESTINATION_UNAVAILABLE',
      ],
      [
        { destination: { account_id: randomUUID() }, amount_cents: 1 },
        404,
        'DESTINATION_NOT_FOUND',
      ],
      [
        { destination: { branch: '0001', number: '999999-9' }, amount_cents: 1 },
        404,
        'DESTINATION_NOT_FOUND',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(payer.id, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toMatch(/[a-zãçéõ]/);
    }
    for (const amount of [0, -5, 1.5, '100']) {
      const res = await post(payer.id, {
        destination: { account_id: other.id },
        amount_cents: amount,
      });
      expect(res.statusCode).toBe(400);
    }
    // The API is snake_case throughout; the old camelCase names are refused, not ignored.
    const camel = await post(payer.id, { destination: { accountId: other.id }, amountCents: 1 });
    expect(camel.statusCode).toBe(400);
    expect(
      (await post(payer.id, { destination: { account_id: other.id }, amount_cents: 1 }, null))
        .statusCode,
    ).toBe(400);
    expect((await ledger.balance(payer.ledgerAccountId)).posted).toBe(1_000);
  });

  it('runs the guards: another holder’s account and a missing PIN move nothing', async () => {
    const victim = await openBankAccount('Vítima', 5_000);
    const thief = await openBankAccount('Ladrão', 0);
    const body = { destination: { account_id: thief.id }, amount_cents: 5_000 };
    expect((await post(victim.id, body, randomUUID(), thief.id)).statusCode).toBe(404);
    const noPin = await app.inject({
      method: 'POST',
      url: `/v1/bank/accounts/${victim.id}/transfers/internal`,
      headers: {
        ...standInHeaders(victim.id),
        'x-test-caller': victim.id,
        'idempotency-key': randomUUID(),
      },
      payload: { ...body, pin: 'b'.repeat(64) },
    });
    expect(noPin.statusCode).toBe(403);
    const statement = await app.inject({
      method: 'GET',
      url: `/v1/bank/accounts/${victim.id}/statement`,
      headers: { ...standInHeaders(thief.id), 'x-test-caller': thief.id },
    });
    expect(statement.statusCode).toBe(404);
    expect((await ledger.balance(victim.ledgerAccountId)).posted).toBe(5_000);
  });

  it('lists the statement newest first, with the other party and paging', async () => {
    const me = await openBankAccount('Eu', 10_000);
    const friend = await openBankAccount('Amiga', 0);
    for (const amount of [100, 200, 300]) {
      await post(me.id, { destination: { account_id: friend.id }, amount_cents: amount });
    }
    const get = (query = '') =>
      app.inject({
        method: 'GET',
        url: `/v1/bank/accounts/${me.id}/statement${query}`,
        headers: { ...standInHeaders(me.id), 'x-test-caller': me.id },
      });
    const first = await get('?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      title: 'Transferência enviada',
      direction: 'debit',
      amount_cents: 300,
      signed_amount_cents: -300,
      status: 'posted',
      counterparty: { account_id: friend.id, holder_name: 'Amiga' },
    });
    expect(Date.parse(page.items[0].created_at)).not.toBeNaN();
    const second = (await get(`?limit=2&cursor=${page.next_cursor}`)).json().data;
    expect(second.items.map((i: { signed_amount_cents: number }) => i.signed_amount_cents)).toEqual(
      [-100, 10_000],
    );
    expect(second.items[1]).toMatchObject({ title: 'Pix recebido', counterparty: null });
    expect(second.next_cursor).toBeNull();
    expect((await get('?limit=0')).statusCode).toBe(400);
  });
});
