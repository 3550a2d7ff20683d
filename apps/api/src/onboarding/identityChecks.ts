import type { AccountStatusName, KycOutcome } from '@ipe/domain';
import { accountStatusView, type AccountStatusView } from '../account/accountRecord';
import type { AppContext } from '../appContext';
import type { Caller } from '../auth/caller';
import type { Queryable } from '../db';
import { onboardingErrors } from './onboardingErrors';
import { applicationMail } from './onboardingMail';

export type IdentityDocumentType = 'RG' | 'CNH';

/** Where an opening goes on the provider's answer. */
function accountStatusAfter(outcome: KycOutcome): AccountStatusName {
  if (outcome === 'approved') return 'ACTIVE';
  return outcome === 'rejected' ? 'REJECTED' : 'IN_ANALYSIS';
}

/**
 * Moves an account being opened from `from` to where `outcome` leads (an operating one is
 * REGULAR with its provider); false when it was no longer in `from` (decided already).
 */
export async function settleOpening(
  q: Queryable,
  accountId: string,
  from: 'PENDING_ACTIVATION' | 'IN_ANALYSIS',
  outcome: KycOutcome,
  now: Date,
): Promise<boolean> {
  const status = accountStatusAfter(outcome);
  const { rows } = await q.query(
    `UPDATE accounts SET status = $3, provider_status = $4, updated_at = $5
      WHERE id = $1 AND status = $2 RETURNING id`,
    [accountId, from, status, status === 'ACTIVE' ? 'REGULAR' : 'PENDING', now],
  );
  return rows.length > 0;
}

export async function recordIdentityCheck(
  q: Queryable,
  input: {
    accountId: string;
    userId: string;
    purpose: 'opening' | 'reverification';
    provider: string;
    documentType: IdentityDocumentType;
    outcome: KycOutcome;
    newPinHash?: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO identity_checks (account_id, user_id, purpose, provider, document_type, outcome,
       new_pin_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      input.accountId,
      input.userId,
      input.purpose,
      input.provider,
      input.documentType,
      input.outcome,
      input.newPinHash ?? null,
      input.now,
    ],
  );
  return rows[0]!.id;
}

/** A check waiting for an analyst, as the operator's list shows it. */
export interface PendingIdentityCheck {
  id: string;
  purpose: 'opening' | 'reverification';
  account_id: string;
  account_name: string;
  email: string;
  created_at: string;
}

/**
 * The analyst's side (the operator routes) and the holder's REMAKE_KYC way back: identity again
 * through the KYC provider, then the new PIN chosen with it takes effect
 * (docs/architecture/account-opening.md).
 */
export function createIdentityChecks(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'pins' | 'guards' | 'kyc'>,
) {
  const { db, clock, mailer, pins, kyc } = ctx;

  /** A re-verified person's new PIN takes effect, and REMAKE_KYC on the account ends with it. */
  async function applyNewPin(
    tx: Queryable,
    check: { accountId: string; userId: string; verifier: string },
  ): Promise<void> {
    await pins.renew(tx, check.userId, check.verifier);
    await tx.query(
      `UPDATE accounts SET status = 'ACTIVE', updated_at = $2
        WHERE id = $1 AND status = 'REMAKE_KYC'`,
      [check.accountId, clock.now()],
    );
  }

  /** Sessions cached before the commit saw the old status or lock: forgotten once it is in. */
  const forgetCached = (accountId: string, userId: string) => {
    ctx.guards.forget({ accountId });
    ctx.guards.forget({ userId });
  };

  return {
    async pending(): Promise<PendingIdentityCheck[]> {
      const { rows } = await db.query<{
        id: string;
        purpose: 'opening' | 'reverification';
        account_id: string;
        legal_name: string;
        email: string;
        created_at: Date;
      }>(
        `SELECT c.id, c.purpose, c.account_id, a.legal_name, u.email, c.created_at
           FROM identity_checks c JOIN accounts a ON a.id = c.account_id
           JOIN users u ON u.id = c.user_id
          WHERE c.outcome = 'analysis' AND c.decided_at IS NULL
          ORDER BY c.created_at, c.id LIMIT 100`,
      );
      return rows.map((row) => ({
        id: row.id,
        purpose: row.purpose,
        account_id: row.account_id,
        account_name: row.legal_name,
        email: row.email,
        created_at: row.created_at.toISOString(),
      }));
    },

    /** An analyst's decision on a check the provider sent to analysis; once. */
    async decide(checkId: string, decision: 'approved' | 'rejected'): Promise<void> {
      const now = clock.now();
      const decided = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          account_id: string;
          user_id: string;
          purpose: 'opening' | 'reverification';
          new_pin_hash: string | null;
        }>(
          `UPDATE identity_checks SET decided_outcome = $2, decided_at = $3
            WHERE id = $1 AND outcome = 'analysis' AND decided_at IS NULL
            RETURNING account_id, user_id, purpose, new_pin_hash`,
          [checkId, decision, now],
        );
        const check = rows[0];
        if (!check) throw onboardingErrors.notInAnalysis();
        if (check.purpose === 'opening') {
          if (!(await settleOpening(tx, check.account_id, 'IN_ANALYSIS', decision, now))) {
            throw onboardingErrors.notInAnalysis();
          }
        } else if (decision === 'approved' && check.new_pin_hash) {
          await applyNewPin(tx, {
            accountId: check.account_id,
            userId: check.user_id,
            verifier: check.new_pin_hash,
          });
        }
        return check;
      });
      forgetCached(decided.account_id, decided.user_id);
      const { rows } = await db.query<{ email: string; name: string }>(
        'SELECT email, name FROM users WHERE id = $1',
        [decided.user_id],
      );
      const holder = rows[0]!;
      await mailer.send(
        decided.purpose === 'opening'
          ? applicationMail.outcome({
              to: holder.email,
              name: holder.name,
              account: null,
              outcome: decision,
            })
          : applicationMail.reverified({ to: holder.email, name: holder.name, outcome: decision }),
      );
    },

    /**
     * REMAKE_KYC: the holder whose PIN is locked proves who they are again and chooses a new PIN.
     * Approved: the PIN works at once. Analysis: it works once an analyst approves. Rejected:
     * nothing changes (422), they may try again.
     */
    async reverify(
      caller: Caller,
      input: {
        documentType: IdentityDocumentType;
        simulatedOutcome?: KycOutcome | undefined;
        newPin: string;
      },
    ): Promise<{ outcome: 'approved' | 'analysis'; account_status: AccountStatusView }> {
      const locked = caller.membership.pin_locked || caller.account.status === 'REMAKE_KYC';
      if (!locked) throw onboardingErrors.reverificationNotNeeded();
      const { rows } = await db.query<{ name: string; document: string; birth: string | null }>(
        `SELECT u.name, coalesce(app.holder #>> '{representative,cpf}', app.holder ->> 'cpf',
                a.document) AS document,
                coalesce(app.holder #>> '{representative,birth_date}',
                  app.holder ->> 'birth_date') AS birth
           FROM users u JOIN accounts a ON a.id = $2
           LEFT JOIN account_applications app ON app.user_id = u.id
          WHERE u.id = $1`,
        [caller.userId, caller.accountId],
      );
      const person = rows[0]!;
      const outcome = await kyc.verify({
        purpose: 'reverification',
        name: person.name,
        cpf: person.document,
        birthDate: person.birth ?? '',
        documentType: input.documentType,
        simulatedOutcome: input.simulatedOutcome,
      });
      const verifier = pins.verifierFor(caller.userId, input.newPin);
      await db.transaction(async (tx) => {
        await recordIdentityCheck(tx, {
          accountId: caller.accountId,
          userId: caller.userId,
          purpose: 'reverification',
          provider: kyc.name,
          documentType: input.documentType,
          outcome,
          newPinHash: outcome === 'rejected' ? undefined : verifier,
          now: clock.now(),
        });
        if (outcome !== 'approved') return;
        await applyNewPin(tx, { accountId: caller.accountId, userId: caller.userId, verifier });
      });
      if (outcome === 'rejected') throw onboardingErrors.identityNotConfirmed();
      forgetCached(caller.accountId, caller.userId);
      // What the app should now store: unlocked at once when approved, as it was otherwise.
      const unlocked = outcome === 'approved';
      const account = {
        ...caller.account,
        status:
          unlocked && caller.account.status === 'REMAKE_KYC' ? 'ACTIVE' : caller.account.status,
      };
      return {
        outcome,
        account_status: accountStatusView(account, {
          ...caller.membership,
          pin_locked: unlocked ? false : caller.membership.pin_locked,
        }),
      };
    },
  };
}

export type IdentityChecks = ReturnType<typeof createIdentityChecks>;
