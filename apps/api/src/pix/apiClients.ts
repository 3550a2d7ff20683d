import { PIX_API_CLIENT_LIMIT, PIX_API_TOKEN_SECONDS } from '@ipe/domain';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../appContext';
import { toDate } from '../db';
import { BankError } from '../errors';
import { sha256Hex } from '../security';

/*
 * Credentials a shop's system calls the Pix API with (docs/architecture/pix-api.md): the holder
 * creates them in the app, the system trades them for an hour's access token (OAuth 2.0 client
 * credentials) and issues charges into the holder's account with it, never with a person's
 * session. Secrets and tokens are 32 random bytes, so the database keeps only their SHA-256: a
 * slow hash would guard nothing a guess could reach.
 */

export interface PixApiClient {
  clientId: string;
  accountId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface ClientRow {
  client_id: string;
  account_id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const toClient = (row: ClientRow): PixApiClient => ({
  clientId: row.client_id,
  accountId: row.account_id,
  name: row.name,
  createdAt: toDate(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : toDate(row.last_used_at),
});

function sameHash(a: string, b: string) {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The caller of a /pix/v2 route: the credentials and the account they act for. */
export interface PixApiCaller {
  clientId: string;
  accountId: string;
}

export function createPixApiClients(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  return {
    /** New credentials for an account; the secret is in this answer only. */
    async create(input: { accountId: string; userId: string; name: string }) {
      const clientId = `ipe_${randomBytes(12).toString('hex')}`;
      const secret = randomBytes(32).toString('base64url');
      return db.transaction(async (tx) => {
        // The account's row serialises two creations racing for the last place.
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [input.accountId]);
        const { rows: counted } = await tx.query<{ n: string | number }>(
          'SELECT count(*) AS n FROM pix_api_clients WHERE account_id = $1 AND revoked_at IS NULL',
          [input.accountId],
        );
        if (Number(counted[0]!.n) >= PIX_API_CLIENT_LIMIT) {
          throw new BankError('PIX_API_CLIENT_LIMIT_REACHED', { limit: PIX_API_CLIENT_LIMIT });
        }
        const { rows } = await tx.query<ClientRow>(
          `INSERT INTO pix_api_clients
             (client_id, account_id, name, secret_hash, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [clientId, input.accountId, input.name, sha256Hex(secret), input.userId, clock.now()],
        );
        return { client: toClient(rows[0]!), secret };
      });
    },

    /** The account's credentials in use, newest first. */
    async list(accountId: string): Promise<PixApiClient[]> {
      const { rows } = await db.query<ClientRow>(
        `SELECT * FROM pix_api_clients WHERE account_id = $1 AND revoked_at IS NULL
          ORDER BY created_at DESC`,
        [accountId],
      );
      return rows.map(toClient);
    },

    /** Revoked credentials stop at once: their tokens go with them. */
    async revoke(accountId: string, clientId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE pix_api_clients SET revoked_at = $3
            WHERE client_id = $1 AND account_id = $2 AND revoked_at IS NULL
            RETURNING client_id`,
          [clientId, accountId, clock.now()],
        );
        if (!rows[0]) throw new BankError('PIX_API_CLIENT_NOT_FOUND');
        await tx.query('DELETE FROM pix_api_tokens WHERE client_id = $1', [clientId]);
      });
    },

    /** client_credentials: the id and secret for an access token of an hour. */
    async issueToken(clientId: string, secret: string) {
      const { rows } = await db.query<{ secret_hash: string }>(
        `SELECT c.secret_hash FROM pix_api_clients c JOIN accounts a ON a.id = c.account_id
          WHERE c.client_id = $1 AND c.revoked_at IS NULL AND a.status = 'ACTIVE'`,
        [clientId],
      );
      if (!rows[0] || !sameHash(rows[0].secret_hash, sha256Hex(secret))) {
        throw new BankError('PIX_API_CLIENT_INVALID');
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.query(
        'INSERT INTO pix_api_tokens (token_hash, client_id, expires_at) VALUES ($1, $2, $3)',
        [sha256Hex(token), clientId, new Date(now.getTime() + PIX_API_TOKEN_SECONDS * 1000)],
      );
      await db.query('UPDATE pix_api_clients SET last_used_at = $2 WHERE client_id = $1', [
        clientId,
        now,
      ]);
      return { accessToken: token, expiresIn: PIX_API_TOKEN_SECONDS };
    },

    /** The caller a bearer token stands for, while it lasts and its credentials stand. */
    async authenticate(token: string): Promise<PixApiCaller> {
      const { rows } = await db.query<{ client_id: string; account_id: string }>(
        `SELECT c.client_id, c.account_id FROM pix_api_tokens t
           JOIN pix_api_clients c ON c.client_id = t.client_id
           JOIN accounts a ON a.id = c.account_id
          WHERE t.token_hash = $1 AND t.expires_at > $2 AND c.revoked_at IS NULL
            AND a.status = 'ACTIVE'`,
        [sha256Hex(token), clock.now()],
      );
      if (!rows[0]) throw new BankError('PIX_API_TOKEN_INVALID');
      return { clientId: rows[0].client_id, accountId: rows[0].account_id };
    },
  };
}

export type PixApiClients = ReturnType<typeof createPixApiClients>;
