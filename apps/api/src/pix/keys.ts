import { randomUUID } from 'node:crypto';
import {
  PIX_KEY_CLAIM_RESOLUTION_DAYS,
  PIX_KEY_LIMITS,
  isConfirmedPixKeyType,
  parsePixKey,
  type FieldErrorCode,
  type PixKeyType,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { emailedCodeDigest, matchesEmailedCode, newEmailedCode } from '../auth/oneTimeCodes';
import type { Caller } from '../auth/caller';
import { type Queryable, toDate } from '../db';
import { deviceErrors, refuseWrongCode } from '../device/deviceErrors';
import { BankError } from '../errors';
import { IPE_PARTICIPANT } from '../interbank';

type KeysContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'interbank'>;

export type ClaimType = 'portability' | 'ownership';
export type ClaimStatus = 'OPEN' | 'COMPLETED' | 'CANCELLED';
export type ClaimResolution =
  'DONOR_CONFIRMED' | 'DONOR_CANCELLED' | 'CLAIMER_CANCELLED' | 'DEADLINE';

export interface PixKeyRecord {
  keyType: PixKeyType;
  key: string;
  createdAt: Date;
}

export interface PixKeyClaim {
  id: string;
  keyType: PixKeyType;
  key: string;
  claimType: ClaimType;
  /** Whether the account asked for the key (claimer) or holds it and is asked to give it (donor). */
  role: 'claimer' | 'donor';
  /** The participant holding the key when the claim opened (this bank's ISPB for a customer here). */
  donorIspb: string;
  status: ClaimStatus;
  resolution: ClaimResolution | null;
  openedAt: Date;
  resolveBy: Date;
  resolvedAt: Date | null;
}

/** A key to register or claim, as the holder asked for it (pixKeyRequest). */
export interface KeyRequest {
  keyType: PixKeyType;
  key?: string | undefined;
  confirmationId?: string | undefined;
  code?: string | undefined;
}

interface ClaimRow {
  id: string;
  key: string;
  key_type: PixKeyType;
  claim_type: ClaimType;
  claimer_account_id: string;
  donor_account_id: string | null;
  donor_ispb: string;
  status: ClaimStatus;
  resolution: ClaimResolution | null;
  opened_at: Date;
  resolve_by: Date;
  resolved_at: Date | null;
}

/** Who holds a key now, when it is not free: an account here, or another participant's customer. */
type Holder =
  | { at: 'here'; accountId: string; document: string }
  | { at: 'elsewhere'; ispb: string; document: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const keyField = (code: FieldErrorCode) =>
  new BankError('VALIDATION_ERROR', { fields: { key: code } });

const toClaim = (row: ClaimRow, accountId: string): PixKeyClaim => ({
  id: row.id,
  keyType: row.key_type,
  key: row.key,
  claimType: row.claim_type,
  role: row.claimer_account_id === accountId ? 'claimer' : 'donor',
  donorIspb: row.donor_ispb,
  status: row.status,
  resolution: row.resolution,
  openedAt: toDate(row.opened_at),
  resolveBy: toDate(row.resolve_by),
  resolvedAt: row.resolved_at && toDate(row.resolved_at),
});

/**
 * A holder's Pix keys (docs/architecture/pix-keys.md): registering them (CPF/CNPJ of the holder,
 * e-mail and phone proven with a code, random EVP), deleting them, and DICT's claim flow for a key
 * another account holds — portability for the same person's key, ownership for someone else's
 * e-mail or phone. At most PIX_KEY_LIMITS keys per account, open claims included.
 */
export function createPixKeys(ctx: KeysContext) {
  const { db, clock, config, mailer, interbank } = ctx;

  /** The key as DICT writes it, or the field error saying why it cannot be this holder's. */
  function readKey(caller: Caller, request: KeyRequest): { keyType: PixKeyType; key: string } {
    if (request.keyType === 'evp') return { keyType: 'evp', key: randomUUID() };
    const parsed = parsePixKey(request.key ?? '', { type: request.keyType });
    if (!parsed.ok) throw keyField(parsed.code);
    const documentKey = parsed.type === 'cpf' || parsed.type === 'cnpj';
    if (documentKey && parsed.key !== caller.account.document) {
      throw keyField('PIX_KEY_NOT_HOLDER_DOCUMENT');
    }
    return { keyType: parsed.type, key: parsed.key };
  }

  async function holderOf(q: Queryable, keyType: PixKeyType, key: string): Promise<Holder | null> {
    const { rows } = await q.query<{ account_id: string; document: string }>(
      `SELECT k.account_id, a.document FROM pix_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key = $1`,
      [key],
    );
    if (rows[0]) return { at: 'here', accountId: rows[0].account_id, document: rows[0].document };
    const entry = await interbank.dict.lookup(keyType, key);
    return entry && { at: 'elsewhere', ispb: entry.ispb, document: entry.holder.document };
  }

  /** Keys plus open claims: a claim that completes must not take the account past its limit. */
  async function assertRoomFor(q: Queryable, caller: Caller) {
    const { rows } = await q.query<{ used: number }>(
      `SELECT (SELECT count(*) FROM pix_keys WHERE account_id = $1)::int
            + (SELECT count(*) FROM pix_key_claims
                WHERE claimer_account_id = $1 AND status = 'OPEN')::int AS used`,
      [caller.accountId],
    );
    const limit = PIX_KEY_LIMITS[caller.account.kind];
    if (rows[0]!.used >= limit) throw new BankError('PIX_KEY_LIMIT_REACHED', { limit });
  }

  async function assertNotYours(caller: Caller, key: string) {
    const { rows } = await db.query('SELECT 1 FROM pix_keys WHERE key = $1 AND account_id = $2', [
      key,
      caller.accountId,
    ]);
    if (rows[0]) throw new BankError('PIX_KEY_ALREADY_YOURS');
  }

  async function assertNoOpenClaim(q: Queryable, key: string) {
    // The status written in, so the partial index of open claims serves it in any plan.
    const { rows } = await q.query(
      "SELECT 1 FROM pix_key_claims WHERE key = $1 AND status = 'OPEN'",
      [key],
    );
    if (rows[0]) throw new BankError('PIX_KEY_CLAIM_OPEN');
  }

  /**
   * The code sent to the e-mail or phone, checked (each wrong guess counted) but not yet spent:
   * the registration or claim spends it in its own transaction.
   */
  async function checkConfirmation(caller: Caller, request: KeyRequest, key: string) {
    if (!request.confirmationId || !request.code) {
      throw new BankError('VALIDATION_ERROR', { fields: { code: 'REQUIRED' } });
    }
    const { rows } = await db.query<{ code_digest: string; attempts: number }>(
      `SELECT code_digest, attempts FROM pix_key_confirmations
        WHERE id = $1 AND account_id = $2 AND key_type = $3 AND key = $4
          AND consumed_at IS NULL AND expires_at > $5`,
      [request.confirmationId, caller.accountId, request.keyType, key, clock.now()],
    );
    const confirmation = rows[0];
    if (!confirmation) throw deviceErrors.challengeNotFound();
    if (confirmation.attempts >= config.otp.maxAttempts) throw deviceErrors.tooManyAttempts();
    if (matchesEmailedCode(confirmation.code_digest, request.confirmationId, request.code)) return;
    await refuseWrongCode(
      db,
      'pix_key_confirmations',
      request.confirmationId,
      config.otp.maxAttempts,
    );
  }

  /**
   * What registering or claiming a key starts with: the key as DICT writes it, not already this
   * account's, the code checked for an e-mail or phone — only then who holds it now (told only to
   * whoever proved the e-mail or phone is theirs) and the claim that would bring it here.
   */
  async function locate(caller: Caller, request: KeyRequest) {
    const { keyType, key } = readKey(caller, request);
    await assertNotYours(caller, key);
    if (isConfirmedPixKeyType(keyType)) await checkConfirmation(caller, request, key);
    const holder = await holderOf(db, keyType, key);
    const claimType: ClaimType =
      holder?.document === caller.account.document ? 'portability' : 'ownership';
    return { keyType, key, holder, claimType };
  }

  async function spendConfirmation(tx: Queryable, request: KeyRequest) {
    if (!isConfirmedPixKeyType(request.keyType)) return;
    const spent = await tx.query(
      'UPDATE pix_key_confirmations SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
      [request.confirmationId, clock.now()],
    );
    if (spent.affectedRows !== 1) throw deviceErrors.challengeNotFound();
  }

  /** One account's key-changing work at a time: the limit is counted under this lock. */
  const lockAccount = (tx: Queryable, accountId: string) =>
    tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);

  /**
   * The key moves to the claimer: out of the donor's keys (its active charges into it removed by
   * the PSP), into the claimer's, in one transaction with the claim's end.
   */
  async function complete(
    tx: Queryable,
    claim: ClaimRow,
    resolution: ClaimResolution,
  ): Promise<ClaimRow> {
    const now = clock.now();
    if (claim.donor_account_id) await releaseKey(tx, claim.donor_account_id, claim.key);
    await tx.query(
      `INSERT INTO pix_keys (key, key_type, account_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO NOTHING`,
      [claim.key, claim.key_type, claim.claimer_account_id, now],
    );
    return close(tx, claim.id, 'COMPLETED', resolution);
  }

  async function close(
    tx: Queryable,
    claimId: string,
    status: 'COMPLETED' | 'CANCELLED',
    resolution: ClaimResolution,
  ): Promise<ClaimRow> {
    const { rows } = await tx.query<ClaimRow>(
      `UPDATE pix_key_claims SET status = $2, resolution = $3, resolved_at = $4
        WHERE id = $1 RETURNING *`,
      [claimId, status, resolution, clock.now()],
    );
    return rows[0]!;
  }

  /** The donor's answer: the key goes to the claimer, or stays where it is. */
  const answer = (tx: Queryable, claim: ClaimRow, release: boolean) =>
    release
      ? complete(tx, claim, 'DONOR_CONFIRMED')
      : close(tx, claim.id, 'CANCELLED', 'DONOR_CANCELLED');

  /** Deletes a key of an account; a charge still payable into it can no longer be paid. */
  async function releaseKey(tx: Queryable, accountId: string, key: string): Promise<boolean> {
    const deleted = await tx.query('DELETE FROM pix_keys WHERE key = $1 AND account_id = $2', [
      key,
      accountId,
    ]);
    await tx.query(
      `UPDATE pix_charges SET status = 'REMOVIDA_PELO_PSP', revision = revision + 1
        WHERE account_id = $1 AND key = $2 AND status = 'ATIVA'`,
      [accountId, key],
    );
    return deleted.affectedRows === 1;
  }

  /** An open claim, locked, that this account may act on in the given role. */
  async function lockOpenClaim(tx: Queryable, id: string, where: string, accountId: string | null) {
    const { rows } = await tx.query<ClaimRow>(
      `SELECT * FROM pix_key_claims WHERE id = $1 AND status = 'OPEN' AND ${where} FOR UPDATE`,
      accountId === null ? [id] : [id, accountId],
    );
    if (!rows[0]) throw new BankError('PIX_KEY_CLAIM_NOT_FOUND');
    return rows[0];
  }

  /**
   * Claims whose 7 days ran out: an ownership claim the donor did not dispute completes (the key
   * goes to whoever proved the e-mail or phone is theirs); a portability claim the holder did not
   * confirm is cancelled, as DICT does. Run before anyone reads keys or claims, on the business
   * clock, so the outcome never waits on a timer.
   */
  async function settleDueClaims() {
    // Almost every read finds nothing due: one indexed look, no transaction, for those.
    const { rows: due } = await db.query(
      `SELECT 1 FROM pix_key_claims WHERE status = 'OPEN' AND resolve_by <= $1 LIMIT 1`,
      [clock.now()],
    );
    if (!due[0]) return;
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<ClaimRow>(
        `SELECT * FROM pix_key_claims WHERE status = 'OPEN' AND resolve_by <= $1
          ORDER BY resolve_by LIMIT 100 FOR UPDATE SKIP LOCKED`,
        [clock.now()],
      );
      for (const claim of rows) {
        if (claim.claim_type === 'ownership') await complete(tx, claim, 'DEADLINE');
        else await close(tx, claim.id, 'CANCELLED', 'DEADLINE');
      }
    });
  }

  return {
    async list(accountId: string): Promise<PixKeyRecord[]> {
      await settleDueClaims();
      const { rows } = await db.query<{ key: string; key_type: PixKeyType; created_at: Date }>(
        `SELECT key, key_type, created_at FROM pix_keys WHERE account_id = $1
          ORDER BY created_at, key`,
        [accountId],
      );
      return rows.map((row) => ({
        keyType: row.key_type,
        key: row.key,
        createdAt: toDate(row.created_at),
      }));
    },

    /** The claims the account opened and those on its keys, newest first. */
    async claims(accountId: string): Promise<PixKeyClaim[]> {
      await settleDueClaims();
      const { rows } = await db.query<ClaimRow>(
        `SELECT * FROM pix_key_claims WHERE claimer_account_id = $1 OR donor_account_id = $1
          ORDER BY opened_at DESC, id LIMIT 50`,
        [accountId],
      );
      return rows.map((row) => toClaim(row, accountId));
    },

    /** Sends the code that proves an e-mail or phone is the holder's (10 minutes, 5 tries). */
    async startConfirmation(caller: Caller, request: { keyType: 'email' | 'phone'; key: string }) {
      const { key } = readKey(caller, request);
      await assertNotYours(caller, key);
      await assertRoomFor(db, caller);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.otp.emailCodeTtlSeconds * 1000);
      const id = randomUUID();
      const code = newEmailedCode();
      await db.query(
        `INSERT INTO pix_key_confirmations (id, account_id, user_id, key_type, key, code_digest,
           created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          caller.accountId,
          caller.userId,
          request.keyType,
          key,
          emailedCodeDigest(id, code),
          now,
          expiresAt,
        ],
      );
      const minutes = Math.round(config.otp.emailCodeTtlSeconds / 60);
      if (request.keyType === 'email') {
        await mailer.send({
          to: key,
          subject: `Seu código Ipê: ${code}`,
          text:
            `Use o código ${code} para cadastrar este e-mail como chave Pix na sua conta Ipê. ` +
            `Ele vale por ${minutes} minutos.\n\n` +
            'Se não foi você quem pediu, ignore este e-mail: nada será cadastrado.',
        });
      } else {
        await mailer.sendText({
          to: key,
          text: `Ipê: seu código para cadastrar este celular como chave Pix é ${code}. Vale por ${minutes} minutos.`,
        });
      }
      return { id, keyType: request.keyType, key, expiresAt };
    },

    /**
     * Registers a key for the caller's account. A key held by another account here or at another
     * participant is PIX_KEY_HELD_ELSEWHERE with the claim that would bring it here.
     */
    async register(caller: Caller, request: KeyRequest): Promise<PixKeyRecord> {
      const { keyType, key, holder, claimType } = await locate(caller, request);
      await assertNoOpenClaim(db, key);
      if (holder) throw new BankError('PIX_KEY_HELD_ELSEWHERE', { claim_type: claimType });
      const now = clock.now();
      return db.transaction(async (tx) => {
        await lockAccount(tx, caller.accountId);
        await assertRoomFor(tx, caller);
        const inserted = await tx.query(
          `INSERT INTO pix_keys (key, key_type, account_id, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO NOTHING`,
          [key, keyType, caller.accountId, now],
        );
        // Registered by someone else since the check above: the same answer as if seen then.
        if (inserted.affectedRows !== 1) {
          throw new BankError('PIX_KEY_HELD_ELSEWHERE', { claim_type: 'ownership' });
        }
        await spendConfirmation(tx, request);
        return { keyType, key, createdAt: now };
      });
    },

    /**
     * Opens a claim on a key held by another account: portability when it is the caller's own
     * (same document), ownership when an e-mail or phone the caller proved theirs is registered
     * to someone else. The donor has PIX_KEY_CLAIM_RESOLUTION_DAYS to answer.
     */
    async openClaim(caller: Caller, request: KeyRequest): Promise<PixKeyClaim> {
      if (request.keyType === 'evp') throw keyField('PIX_KEY_INVALID');
      const { keyType, key, holder, claimType } = await locate(caller, request);
      if (!holder) throw new BankError('PIX_KEY_CLAIM_NOT_NEEDED');
      const now = clock.now();
      const opened = await db.transaction(async (tx) => {
        await lockAccount(tx, caller.accountId);
        await assertRoomFor(tx, caller);
        // One open claim per key: the partial unique index decides between two at once.
        const { rows } = await tx.query<ClaimRow>(
          `INSERT INTO pix_key_claims (id, key, key_type, claim_type, claimer_account_id,
             donor_account_id, donor_ispb, status, opened_at, resolve_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'OPEN', $8, $9)
           ON CONFLICT (key) WHERE status = 'OPEN' DO NOTHING
           RETURNING *`,
          [
            randomUUID(),
            key,
            keyType,
            claimType,
            caller.accountId,
            holder.at === 'here' ? holder.accountId : null,
            holder.at === 'here' ? IPE_PARTICIPANT.ispb : holder.ispb,
            now,
            new Date(now.getTime() + PIX_KEY_CLAIM_RESOLUTION_DAYS * DAY_MS),
          ],
        );
        if (!rows[0]) throw new BankError('PIX_KEY_CLAIM_OPEN');
        await spendConfirmation(tx, request);
        return rows[0];
      });
      return toClaim(opened, caller.accountId);
    },

    /** The claimer gives up a claim still open. */
    async cancelClaim(accountId: string, id: string): Promise<PixKeyClaim> {
      const cancelled = await db.transaction(async (tx) => {
        await lockOpenClaim(tx, id, 'claimer_account_id = $2', accountId);
        return close(tx, id, 'CANCELLED', 'CLAIMER_CANCELLED');
      });
      return toClaim(cancelled, accountId);
    },

    /** The holder of a key here answers a claim on it: give the key, or keep it. */
    async answerClaim(accountId: string, id: string, release: boolean): Promise<PixKeyClaim> {
      const answered = await db.transaction(async (tx) =>
        answer(tx, await lockOpenClaim(tx, id, 'donor_account_id = $2', accountId), release),
      );
      return toClaim(answered, accountId);
    },

    /**
     * Another participant answers for its customer (the simulated world's operator route): the
     * DICT tells this bank the donor confirmed or cancelled.
     */
    async answerAsOtherParticipant(id: string, release: boolean): Promise<PixKeyClaim> {
      const answered = await db.transaction(async (tx) =>
        answer(tx, await lockOpenClaim(tx, id, 'donor_account_id IS NULL', null), release),
      );
      return toClaim(answered, answered.claimer_account_id);
    },

    /**
     * Deletes one of the account's keys: free at once for anyone to register. A claim open on it
     * completes, since nothing is left to dispute.
     */
    async remove(accountId: string, key: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await releaseKey(tx, accountId, key))) throw new BankError('PIX_KEY_NOT_FOUND');
        const { rows } = await tx.query<ClaimRow>(
          `SELECT * FROM pix_key_claims WHERE key = $1 AND donor_account_id = $2
              AND status = 'OPEN' FOR UPDATE`,
          [key, accountId],
        );
        if (rows[0]) await complete(tx, rows[0], 'DONOR_CONFIRMED');
      });
    },

    settleDueClaims,
  };
}

export type PixKeys = ReturnType<typeof createPixKeys>;
