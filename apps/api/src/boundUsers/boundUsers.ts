import { checkNewPassword } from '@ipe/domain';
import { USER_TYPES } from '@ipe/domain';
import type { AppContext } from '../appContext';
import type { Caller } from '../auth/caller';
import { matchesEmailedCode } from '../auth/oneTimeCodes';
import { hashSecret } from '../auth/passwordHashing';
import { revokeUserSessions } from '../auth/sessions';
import { passwordErrors } from '../password/passwordErrors';
import { assertNewPin } from '../pin/changePin';
import { boundUserErrors } from './boundUserErrors';
import {
  accessText,
  firstName,
  insertInvitation,
  invitationMail,
  type InvitationRow,
} from './invitations';

/** One person with access to an account, or an invitation not yet accepted (contract BoundUser). */
export interface BoundUser {
  /** The user's id; for an invitation, the invitation's. */
  user_id: string;
  name: string;
  email: string;
  user_type: number;
  can_transact: boolean;
  status: 'active' | 'invited';
  is_you: boolean;
  created_at: string;
}

/** The kinds a holder may give: operator (2) or viewer (3); holders are not invited. */
export type InvitedUserType = typeof USER_TYPES.OPERATOR | typeof USER_TYPES.VIEWER;

interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  user_type: number;
  can_transact: boolean;
  created_at: Date;
}

const memberView = (row: MemberRow, caller: Caller): BoundUser => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  user_type: row.user_type,
  can_transact: row.can_transact,
  status: 'active',
  is_you: row.user_id === caller.userId,
  created_at: row.created_at.toISOString(),
});

const invitationView = (row: InvitationRow): BoundUser => ({
  user_id: row.id,
  name: row.name,
  email: row.email,
  user_type: row.user_type,
  can_transact: row.can_transact,
  status: 'invited',
  is_you: false,
  created_at: row.created_at.toISOString(),
});

/** Viewers never move money (SPEC §6: user_type above 2 is consult mode only). */
function assertPermissions(userType: number, canTransact: boolean): void {
  if (userType === USER_TYPES.VIEWER && canTransact) throw boundUserErrors.viewerCannotTransact();
}

/**
 * Users bound to an account (settings/binduser): the list any member may read, and what only a
 * holder may do — invite (an existing Ipê user is bound at once; an unknown e-mail gets an
 * e-mailed code valid 7 days), change an operator's or viewer's permissions, remove them or
 * cancel an invitation. Holders are neither changed nor removed here. Accepting an invitation
 * (public, with the code) creates the user's sign-in.
 */
export function createBoundUsers(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'guards'>,
) {
  const { db, clock, config, mailer } = ctx;

  async function memberOf(accountId: string, userId: string): Promise<MemberRow | undefined> {
    const { rows } = await db.query<MemberRow>(
      `SELECT m.user_id, u.name, u.email, m.user_type, m.can_transact, m.created_at
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 AND m.user_id = $2`,
      [accountId, userId],
    );
    return rows[0];
  }

  async function nameOf(userId: string): Promise<string> {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      userId,
    ]);
    return rows[0]!.name;
  }

  return {
    async list(caller: Caller): Promise<BoundUser[]> {
      const members = await db.query<MemberRow>(
        `SELECT m.user_id, u.name, u.email, m.user_type, m.can_transact, m.created_at
           FROM memberships m JOIN users u ON u.id = m.user_id
          WHERE m.account_id = $1
          ORDER BY m.user_type, m.created_at, u.email`,
        [caller.accountId],
      );
      const invitations = await db.query<InvitationRow>(
        `SELECT id, name, email, user_type, can_transact, created_at FROM account_invitations
          WHERE account_id = $1 AND expires_at > $2
          ORDER BY created_at, email`,
        [caller.accountId, clock.now()],
      );
      return [
        ...members.rows.map((row) => memberView(row, caller)),
        ...invitations.rows.map(invitationView),
      ];
    },

    async invite(
      caller: Caller,
      input: { name: string; email: string; userType: InvitedUserType; canTransact: boolean },
    ): Promise<BoundUser> {
      assertPermissions(input.userType, input.canTransact);
      const account = caller.account.display_name;
      const inviter = firstName(await nameOf(caller.userId));
      const access = accessText(input.userType, input.canTransact);
      const now = clock.now();

      const { rows: users } = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM users WHERE email = $1',
        [input.email],
      );
      const existing = users[0];
      if (existing) {
        const bound = await db.query<{ created_at: Date }>(
          `INSERT INTO memberships (account_id, user_id, user_type, can_transact, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, user_id) DO NOTHING
           RETURNING created_at`,
          [caller.accountId, existing.id, input.userType, input.canTransact, now],
        );
        if (!bound.rows[0]) throw boundUserErrors.alreadyBound();
        await mailer.send({
          to: input.email,
          subject: `Você agora tem acesso à conta ${account} no Ipê`,
          text:
            `Olá, ${firstName(existing.name)}!\n\n` +
            `${inviter} deu a você acesso ${access} à conta ${account}. ` +
            'Entre no Ipê com o seu e-mail e a sua senha de sempre e escolha essa conta.\n\n' +
            'Se você não esperava por isso, fale com quem convidou você.',
        });
        return memberView(
          {
            user_id: existing.id,
            name: existing.name,
            email: input.email,
            user_type: input.userType,
            can_transact: input.canTransact,
            created_at: bound.rows[0].created_at,
          },
          caller,
        );
      }

      const invited = await db.transaction(async (tx) => {
        // An expired invitation no longer counts as one: a new invitation takes its place.
        await tx.query(
          'DELETE FROM account_invitations WHERE account_id = $1 AND email = $2 AND expires_at <= $3',
          [caller.accountId, input.email, now],
        );
        return insertInvitation(tx, {
          accountId: caller.accountId,
          email: input.email,
          name: input.name,
          userType: input.userType,
          canTransact: input.canTransact,
          invitedBy: caller.userId,
          now,
          ttlSeconds: config.invitations.ttlSeconds,
        });
      });
      if (!invited) throw boundUserErrors.alreadyBound();
      await mailer.send(
        invitationMail({
          to: input.email,
          name: input.name,
          inviter,
          account,
          access,
          code: invited.code,
          ttlSeconds: config.invitations.ttlSeconds,
        }),
      );
      return invitationView(invited.row);
    },

    async update(
      caller: Caller,
      id: string,
      patch: { userType?: InvitedUserType | undefined; canTransact?: boolean | undefined },
    ): Promise<BoundUser> {
      // Becoming a viewer drops the permission to transact unless the caller insists on it.
      const next = (current: { user_type: number; can_transact: boolean }) => {
        const userType = patch.userType ?? current.user_type;
        const canTransact =
          patch.canTransact ?? (userType === USER_TYPES.VIEWER ? false : current.can_transact);
        assertPermissions(userType, canTransact);
        return { userType, canTransact };
      };

      const member = await memberOf(caller.accountId, id);
      if (member) {
        if (member.user_type === USER_TYPES.HOLDER) throw boundUserErrors.cannotChangeHolder();
        const { userType, canTransact } = next(member);
        await db.query(
          `UPDATE memberships SET user_type = $3, can_transact = $4
            WHERE account_id = $1 AND user_id = $2`,
          [caller.accountId, id, userType, canTransact],
        );
        ctx.guards.forget({ accountId: caller.accountId });
        return memberView({ ...member, user_type: userType, can_transact: canTransact }, caller);
      }

      const { rows } = await db.query<InvitationRow>(
        `SELECT id, name, email, user_type, can_transact, created_at FROM account_invitations
          WHERE id = $1 AND account_id = $2 AND expires_at > $3`,
        [id, caller.accountId, clock.now()],
      );
      const invitation = rows[0];
      if (!invitation) throw boundUserErrors.notFound();
      const { userType, canTransact } = next(invitation);
      await db.query(
        'UPDATE account_invitations SET user_type = $2, can_transact = $3 WHERE id = $1',
        [id, userType, canTransact],
      );
      return invitationView({ ...invitation, user_type: userType, can_transact: canTransact });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const member = await memberOf(caller.accountId, id);
      if (!member) {
        const cancelled = await db.query(
          'DELETE FROM account_invitations WHERE id = $1 AND account_id = $2',
          [id, caller.accountId],
        );
        if (cancelled.affectedRows !== 1) throw boundUserErrors.notFound();
        return;
      }
      if (member.user_type === USER_TYPES.HOLDER) throw boundUserErrors.cannotRemoveHolder();

      const now = clock.now();
      await db.transaction(async (tx) => {
        // Their devices and codes on this account go with the binding (they point at it); their
        // sessions on it end now.
        const scope = [caller.accountId, id];
        await tx.query('DELETE FROM otp_challenges WHERE account_id = $1 AND user_id = $2', scope);
        await tx.query('DELETE FROM devices WHERE account_id = $1 AND user_id = $2', scope);
        await revokeUserSessions(tx, id, now, { accountId: caller.accountId });
        await tx.query('DELETE FROM memberships WHERE account_id = $1 AND user_id = $2', scope);
      });
      ctx.guards.forget({ accountId: caller.accountId });
      const account = caller.account.display_name;
      await mailer.send({
        to: member.email,
        subject: `Seu acesso à conta ${account} no Ipê foi removido`,
        text:
          `Olá, ${firstName(member.name)}!\n\n` +
          `O titular removeu o seu acesso à conta ${account}. ` +
          'Se você acha que isso foi um engano, fale com ele.',
      });
    },

    /**
     * Accepting an invitation: with the e-mailed code, creates the user (name, password and,
     * optionally, a PIN) and binds them. Other accounts that invited the same e-mail are bound
     * too: the e-mail is now proven, and they would have been bound at once had the user existed.
     * Wrong codes count against every pending invitation of the e-mail (5 attempts each).
     */
    async accept(input: {
      email: string;
      code: string;
      name: string;
      password: string;
      pin?: string | undefined;
    }): Promise<void> {
      const { email, code, name, password, pin } = input;
      const weak = checkNewPassword(password, { email, name });
      if (!weak.ok) throw passwordErrors.weakPassword('password', weak.code);
      if (pin !== undefined) assertNewPin(pin, 'pin');

      const now = clock.now();
      const { rows } = await db.query<{ id: string; code_digest: string; attempts: number }>(
        `SELECT id, code_digest, attempts FROM account_invitations
          WHERE email = $1 AND expires_at > $2`,
        [email, now],
      );
      const matched = rows.find(
        (row) =>
          row.attempts < config.invitations.maxAttempts &&
          matchesEmailedCode(row.code_digest, row.id, code),
      );
      if (!matched) {
        await db.query(
          `UPDATE account_invitations SET attempts = attempts + 1
            WHERE email = $1 AND expires_at > $2`,
          [email, now],
        );
        throw boundUserErrors.invalidInvitationCode();
      }

      const passwordHash = await hashSecret(password);
      const pinHash = pin === undefined ? null : await hashSecret(pin);
      await db.transaction(async (tx) => {
        // Still there (not cancelled meanwhile), and spent by this acceptance only.
        const spent = await tx.query<{ id: string }>(
          'SELECT id FROM account_invitations WHERE id = $1 FOR UPDATE',
          [matched.id],
        );
        if (!spent.rows[0]) throw boundUserErrors.invalidInvitationCode();
        const created = await tx.query<{ id: string }>(
          `INSERT INTO users (email, name, password_hash, pin_hash, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, name, passwordHash, pinHash, now],
        );
        const userId = created.rows[0]?.id;
        if (!userId) throw boundUserErrors.userAlreadyExists();
        await tx.query(
          `INSERT INTO memberships (account_id, user_id, user_type, can_transact, created_at)
           SELECT account_id, $2, user_type, can_transact, $3 FROM account_invitations
            WHERE email = $1 AND (expires_at > $3 OR id = $4)
           ON CONFLICT (account_id, user_id) DO NOTHING`,
          [email, userId, now, matched.id],
        );
        await tx.query('DELETE FROM account_invitations WHERE email = $1', [email]);
      });
    },
  };
}
