import { randomUUID } from 'node:crypto';
import { USER_TYPES } from '@ipe/domain';
import { emailedCodeDigest, newEmailedCode } from '../auth/oneTimeCodes';
import type { Queryable } from '../db';
import type { Mail } from '../mail';

/** A row of account_invitations as the routes show it. */
export interface InvitationRow {
  id: string;
  name: string;
  email: string;
  user_type: number;
  can_transact: boolean;
  created_at: Date;
}

/** How an e-mail says what access someone got. */
export function accessText(userType: number, canTransact: boolean): string {
  if (userType === USER_TYPES.VIEWER) return 'de consulta (pode ver a conta, não movimentar)';
  return canTransact
    ? 'de operador, com permissão para movimentar dinheiro'
    : 'de operador, sem permissão para movimentar dinheiro';
}

export const firstName = (name: string): string => name.split(' ')[0] ?? name;

/**
 * Stores an invitation with a fresh 6-digit code (only its digest kept) and returns the code to
 * e-mail, or null when this e-mail already has a live invitation to the account.
 */
export async function insertInvitation(
  q: Queryable,
  input: {
    accountId: string;
    email: string;
    name: string;
    userType: number;
    canTransact: boolean;
    invitedBy: string;
    now: Date;
    ttlSeconds: number;
    /** Fixed code (demo data); a fresh random one otherwise. */
    code?: string;
  },
): Promise<{ row: InvitationRow; code: string } | null> {
  const id = randomUUID();
  const code = input.code ?? newEmailedCode();
  const { rows } = await q.query<InvitationRow>(
    `INSERT INTO account_invitations (id, account_id, email, name, user_type, can_transact,
       code_digest, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (account_id, email) DO NOTHING
     RETURNING id, name, email, user_type, can_transact, created_at`,
    [
      id,
      input.accountId,
      input.email,
      input.name,
      input.userType,
      input.canTransact,
      emailedCodeDigest(id, code),
      input.invitedBy,
      input.now,
      new Date(input.now.getTime() + input.ttlSeconds * 1000),
    ],
  );
  return rows[0] ? { row: rows[0], code } : null;
}

/** The invitation e-mail; its subject ends with the code, like every e-mailed code. */
export function invitationMail(input: {
  to: string;
  name: string;
  inviter: string;
  account: string;
  access: string;
  code: string;
  ttlSeconds: number;
}): Mail {
  const days = Math.round(input.ttlSeconds / 86_400);
  return {
    to: input.to,
    subject: `Convite para a conta ${input.account} no Ipê: ${input.code}`,
    text:
      `Olá, ${firstName(input.name)}!\n\n` +
      `${input.inviter} convidou você para ter acesso ${input.access} à conta ${input.account} ` +
      'no Ipê.\n\n' +
      'Para aceitar, abra o Ipê, escolha "Aceitar convite" e informe este e-mail e o código ' +
      `${input.code}. Ele vale por ${days} dias. Lá você escolhe a sua senha.\n\n` +
      'Se você não esperava por este convite, ignore este e-mail.',
  };
}
