import { accountStatusView } from '../account/accountRecord';
import { accountsOfUser } from '../account/accountRepository';
import { accountSummary } from '../account/views';
import type { AppContext } from '../appContext';
import { authErrors } from './authErrors';
import { verifyAgainstNothing, verifySecret } from './passwordHashing';
import { createSession } from './sessions';

export interface LoginInput {
  email: string;
  password: string;
  /** Which of the user's accounts to open; the first bound one by default. */
  accountId?: string | undefined;
}

/**
 * Checks e-mail and password (argon2id) and opens a session on one of the user's accounts. An
 * unknown e-mail and a wrong password get the same answer after the same work.
 */
export async function signIn(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'clock' | 'config'>,
  input: LoginInput,
) {
  const { db } = ctx;
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE email = $1',
    [input.email],
  );
  const user = rows[0];
  if (!user) {
    await verifyAgainstNothing(input.password);
    throw authErrors.invalidCredentials();
  }
  if (!(await verifySecret(user.password_hash, input.password))) {
    throw authErrors.invalidCredentials();
  }
  return openSession(ctx, user.id, input.accountId);
}

/**
 * Opens a session of `userId` on one of their accounts (the first bound one by default): the
 * answer of a sign-in and of an account switch alike.
 */
export async function openSession(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'clock' | 'config'>,
  userId: string,
  accountId?: string,
) {
  const { db, tokens, clock, config } = ctx;
  const accounts = await accountsOfUser(db, userId);
  const chosen = accountId ? accounts.find(({ account }) => account.id === accountId) : accounts[0];
  if (!chosen) throw authErrors.noAccount();

  const now = clock.now();
  const sessionId = await createSession(db, {
    userId,
    accountId: chosen.account.id,
    now,
    ttlSeconds: config.tokenTtlSeconds,
  });
  const { token, expiresAt } = await tokens.sign({
    accountId: chosen.account.id,
    userId,
    sessionId,
  });
  return {
    token,
    token_type: 'Bearer' as const,
    expires_in: config.tokenTtlSeconds,
    expires_at: expiresAt.toISOString(),
    account_status: accountStatusView(chosen.account, chosen.membership),
    accounts: accounts.map(({ account, membership }) => accountSummary(account, membership)),
  };
}
