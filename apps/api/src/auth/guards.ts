import { mayMoveMoney } from '@ipe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRow } from '../account/accountRecord';
import {
  MEMBERSHIP_COLUMNS,
  moneyMovementFlags,
  splitMembership,
  type MembershipColumns,
} from '../account/accountRecord';
import { USER_TYPES } from '@ipe/domain';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { BankError } from '../errors';
import { createSpendQueue, type HashRefusal, type TransactionHashes } from '../transactionHash';
import { authErrors } from './authErrors';
import { type SessionCache, type SessionCacheKey, createSessionCache } from './sessionCache';
import { callerOf } from './caller';
import { AUTH_HEADERS, deviceKeyHash, headerValue, isWellFormedDeviceKey } from './headers';
import type { TokenService } from './tokens';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthGuards {
  /** Token, session, account_id header, device key and a single-use transaction hash. */
  authenticate: Hook;
  /**
   * `authenticate` for a route whose money's transaction spends the hash (moneyAuthorization.ts):
   * the hash is checked here and left in `request.unspentHash`.
   */
  authenticateForMoney: Hook;
  /**
   * onSend: spends a hash a request still holds, unspent because it failed before its money's
   * transaction, so that no answer goes out before its hash is spent.
   */
  spendUnspentHash: (request: FastifyRequest) => Promise<void>;
  /** The same without a transaction hash (OTP/MFA API and sign-out of a lost session). */
  authenticateSession: Hook;
  /**
   * The token alone, as the statement-extract client sends it (SPEC §7): the account is the
   * token's, no account_id header, device key nor hash. For reading documents, never for money.
   */
  authenticateToken: Hook;
  /** BOLA: the route's {sub} must be the caller's own account (else 404, nothing shown). */
  ownAccount: Hook;
  /** 423 unless this device is enabled, the user may transact and the account may operate. */
  requireMoneyMovement: Hook;
  /** 423 (user_transaction false) for viewers and users without permission to change things. */
  requireOperator: Hook;
  /** 423 (device_match false) unless this device is enabled; nothing else is required. */
  requireEnabledDevice: Hook;
  /**
   * Forgets what is cached of these sign-ins (sessionCache.ts): call it, after the commit, when
   * a sign-in ends or what it may do changes.
   */
  forget: SessionCache<unknown>['forget'];
}

interface SessionRow extends AccountRow, MembershipColumns {
  session_revoked_at: Date | null;
  session_expires_at: Date;
  device_enabled: boolean;
}

const TRANSACTION_HASH_REFUSED = () => new BankError('TRANSACTION_HASH_INVALID');

/**
 * Why is logged, never answered: the caller learns only that the hash was refused. A spent or
 * expired hash is a customer's retry or a slow confirmation, so it is news only beside its
 * request; a forged one is tampering or a client's fault, which someone should look at
 * (docs/architecture/server.md, "What the log says").
 */
function hashRefused(request: FastifyRequest, refusal: HashRefusal) {
  const level = refusal === 'malformed_or_forged' ? 'warn' : 'info';
  request.log[level]({ refusal }, 'transaction hash refused');
  return TRANSACTION_HASH_REFUSED();
}

/**
 * The preHandlers of authenticated routes. They run as onRequest hooks, before the body is read
 * or validated, so an anonymous caller learns nothing from validation errors.
 */
export function createAuthGuards(deps: {
  db: Database;
  tokens: TokenService;
  hashes: TransactionHashes;
  clock: Clock;
  /** How long a sign-in's state is trusted without reading it again (0: always read). */
  sessionCacheMs: number;
}): AuthGuards {
  const { db, tokens, hashes, clock } = deps;
  const cache = createSessionCache<SessionRow>({ ttlMs: deps.sessionCacheMs });
  // A hash spent apart from any money goes with the others spent meanwhile (spendQueue.ts).
  const spend = createSpendQueue(db, hashes);

  async function readSession(key: SessionCacheKey): Promise<SessionRow | undefined> {
    const cached = cache.get(key);
    if (cached) return cached;
    const epoch = cache.epoch();
    const { rows } = await db.query<SessionRow>(
      `SELECT a.*, s.revoked_at AS session_revoked_at, s.expires_at AS session_expires_at,
              ${MEMBERSHIP_COLUMNS},
              EXISTS (SELECT 1 FROM devices d
                       WHERE d.account_id = s.account_id AND d.user_id = s.user_id
                         AND d.key_hash = $4 AND d.revoked_at IS NULL) AS device_enabled
         FROM sessions s
         JOIN memberships m ON m.account_id = s.account_id AND m.user_id = s.user_id
         JOIN accounts a ON a.id = s.account_id
         JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.account_id = $3`,
      [key.sessionId, key.userId, key.accountId, key.deviceKeyHash],
    );
    if (rows[0]) cache.set(key, rows[0], epoch);
    return rows[0];
  }

  async function identify(
    request: FastifyRequest,
    hash: 'spend' | 'leave unspent' | 'none',
    { tokenOnly = false }: { tokenOnly?: boolean } = {},
  ) {
    const authorization = headerValue(request.headers[AUTH_HEADERS.token]);
    const match = authorization?.match(/^Bearer ([\x21-\x7e]+)$/);
    if (!match) throw authErrors.sessionRequired();
    const claims = await tokens.verify(match[1]!);

    if (!tokenOnly) {
      const accountHeader = headerValue(request.headers[AUTH_HEADERS.accountId]);
      if (!accountHeader) throw authErrors.sessionRequired();
      if (accountHeader !== claims.accountId) throw authErrors.accountHeaderMismatch();
    }

    const deviceKey = tokenOnly ? undefined : headerValue(request.headers[AUTH_HEADERS.deviceKey]);
    if (deviceKey !== undefined && !isWellFormedDeviceKey(deviceKey)) {
      throw authErrors.invalidDeviceKey();
    }
    const keyHash = deviceKey ? deviceKeyHash(deviceKey) : null;

    const row = await readSession({
      sessionId: claims.sessionId,
      userId: claims.userId,
      accountId: claims.accountId,
      deviceKeyHash: keyHash,
    });
    if (!row || row.session_revoked_at || row.session_expires_at <= clock.now()) {
      throw authErrors.sessionInvalid();
    }

    if (hash !== 'none') {
      const value = headerValue(request.headers[AUTH_HEADERS.transactionHash]);
      if (!value || value.length > 200) throw TRANSACTION_HASH_REFUSED();
      const target = { accountId: claims.accountId, method: request.method, url: request.url };
      const verified = hashes.verify(value, target);
      if (typeof verified === 'string') throw hashRefused(request, verified);
      if (hash === 'leave unspent') {
        request.unspentHash = verified;
      } else {
        if (!(await spend(verified))) throw hashRefused(request, 'used');
      }
    }

    const {
      rest: {
        session_revoked_at: _revoked,
        session_expires_at: _expires,
        device_enabled,
        ...account
      },
      membership,
    } = splitMembership(row);
    request.caller = {
      userId: claims.userId,
      accountId: claims.accountId,
      sessionId: claims.sessionId,
      account,
      membership,
      deviceKeyHash: keyHash,
      deviceEnabled: device_enabled,
    };
  }

  /** The three flags of a 423 (SPEC §3), as they stand for this caller. */
  const lockFlags = (caller: ReturnType<typeof callerOf>) =>
    moneyMovementFlags(caller.account, caller.membership, caller.deviceEnabled);

  return {
    forget: (scope) => cache.forget(scope),
    authenticate: (request) => identify(request, 'spend'),
    authenticateForMoney: (request) => identify(request, 'leave unspent'),
    async spendUnspentHash(request) {
      const unspent = request.unspentHash;
      if (!unspent) return;
      request.unspentHash = null;
      await spend(unspent);
    },
    authenticateSession: (request) => identify(request, 'none'),
    authenticateToken: (request) => identify(request, 'none', { tokenOnly: true }),
    async ownAccount(request) {
      const { sub } = (request.params ?? {}) as { sub?: string };
      if (sub !== callerOf(request).accountId) throw authErrors.accountNotFound();
    },
    async requireMoneyMovement(request) {
      const flags = lockFlags(callerOf(request));
      if (mayMoveMoney(flags)) return;
      if (!flags.device_match) {
        throw new BankError('DEVICE_NOT_ENABLED', flags);
      }
      throw new BankError(
        flags.user_transaction
          ? 'ACCOUNT_TRANSACTIONS_NOT_ALLOWED'
          : 'USER_TRANSACTIONS_NOT_ALLOWED',
        flags,
      );
    },
    async requireEnabledDevice(request) {
      const flags = lockFlags(callerOf(request));
      if (flags.device_match) return;
      throw new BankError('DEVICE_NOT_ENABLED', flags);
    },
    async requireOperator(request) {
      const caller = callerOf(request);
      if (caller.membership.user_type <= USER_TYPES.OPERATOR) return;
      throw new BankError('USER_TRANSACTIONS_NOT_ALLOWED', {
        ...lockFlags(caller),
        user_transaction: false,
      });
    },
  };
}
