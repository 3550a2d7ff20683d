import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  USER_TYPES,
  birthDateProblem,
  checkNewPassword,
  formatCnpj,
  nextOnboardingStep,
  todayInSaoPaulo,
  type KycOutcome,
  type OnboardingKind,
  type OnboardingStep,
} from '@ipe/domain';
import { openBankAccount, type BillingAddress } from '../account/accountRepository';
import type { AppContext } from '../appContext';
import { emailedCodeDigest, matchesEmailedCode, newEmailedCode } from '../auth/oneTimeCodes';
import { hashSecret } from '../auth/passwordHashing';
import type { Queryable } from '../db';
import { passwordErrors } from '../password/passwordErrors';
import { assertNewPin } from '../pin/changePin';
import { recordIdentityCheck, settleOpening, type IdentityDocumentType } from './identityChecks';
import { onboardingErrors } from './onboardingErrors';
import { applicationMail } from './onboardingMail';

/** A person's data as the holder step accepts it (CPF digits, São Paulo date of birth). */
export interface PersonData {
  name: string;
  cpf: string;
  birth_date: string;
  mother_name: string;
}

/** What the holder step keeps: a person, or a company and the person who represents it. */
export type HolderData =
  | ({ kind: 'person' } & PersonData)
  | { kind: 'company'; legal_name: string; cnpj: string; representative: PersonData };

interface ApplicationRow {
  id: string;
  kind: OnboardingKind;
  email: string;
  code_digest: string | null;
  code_expires_at: Date | null;
  code_attempts: number;
  holder: HolderData | null;
  document: string | null;
  phone: string | null;
  phone_code_digest: string | null;
  phone_code_expires_at: Date | null;
  phone_code_attempts: number;
  phone_confirmed_at: Date | null;
  address: BillingAddress | null;
  user_id: string | null;
  account_id: string | null;
  account_status: string | null;
}

/** An application as the web reads it: what was filled, and the step to go on with. */
export interface ApplicationView {
  kind: OnboardingKind;
  email: string;
  next_step: OnboardingStep;
  holder: HolderData | null;
  phone: string | null;
  phone_confirmed: boolean;
  address: BillingAddress | null;
  account_status: string | null;
  kyc_simulated: boolean;
}

const SELECT = `SELECT a.*, acc.status AS account_status FROM account_applications a
  LEFT JOIN accounts acc ON acc.id = a.account_id`;

const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The person who will sign in: the holder, or the company's representative. */
export const personOf = (holder: HolderData): PersonData =>
  holder.kind === 'person' ? holder : holder.representative;

/**
 * Opening an account on one's own (docs/architecture/account-opening.md). Every step is checked
 * here whatever the web already checked, and in order; the credentials step opens the account
 * (PENDING_ACTIVATION, the holder can sign in), the identity step asks the KYC provider and moves
 * it to ACTIVE, IN_ANALYSIS or REJECTED. A document or e-mail that is already a customer is
 * refused once the e-mail is proven, saying only that.
 */
export function createAccountApplications(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'pins' | 'guards' | 'kyc'>,
) {
  const { db, clock, config, mailer, pins, kyc } = ctx;
  const { codeTtlSeconds, maxAttempts, sessionTtlSeconds } = config.onboarding;

  const view = (row: ApplicationRow): ApplicationView => ({
    kind: row.kind,
    email: row.email,
    next_step: nextOnboardingStep({
      holder: row.holder !== null,
      phone: row.phone_confirmed_at !== null,
      address: row.address !== null,
      credentials: row.account_id !== null,
      identity: row.account_status !== null && row.account_status !== 'PENDING_ACTIVATION',
    }),
    holder: row.holder,
    phone: row.phone,
    phone_confirmed: row.phone_confirmed_at !== null,
    address: row.address,
    account_status: row.account_status,
    kyc_simulated: kyc.simulated,
  });

  async function isCustomerEmail(q: Queryable, email: string): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM users WHERE email = $1', [email]);
    return rows.length > 0;
  }

  /** The application a session token opens, or 401. */
  async function bySession(token: string | undefined): Promise<ApplicationRow> {
    if (!token) throw onboardingErrors.sessionInvalid();
    const { rows } = await db.query<ApplicationRow>(
      `${SELECT} WHERE a.session_digest = $1 AND a.session_expires_at > $2`,
      [sessionDigest(token), clock.now()],
    );
    if (!rows[0]) throw onboardingErrors.sessionInvalid();
    return rows[0];
  }

  /** Steps before the credentials change what the account will be; after it they are closed. */
  function assertOpen(row: ApplicationRow): void {
    if (row.account_id !== null) throw onboardingErrors.alreadySubmitted();
  }

  /** Saves a step and answers the application as it now stands, in one statement. */
  async function update(id: string, set: string, values: unknown[]): Promise<ApplicationView> {
    const { rows } = await db.query<ApplicationRow>(
      `WITH a AS (
         UPDATE account_applications SET ${set}, updated_at = $2 WHERE id = $1 RETURNING *)
       SELECT a.*, acc.status AS account_status FROM a
         LEFT JOIN accounts acc ON acc.id = a.account_id`,
      [id, clock.now(), ...values],
    );
    return view(rows[0]!);
  }

  return {
    /**
     * Sends a code to the e-mail: a new application, or the one begun before with it (resume).
     * The answer is the same whoever owns the e-mail; a customer learns it once the code proves
     * the e-mail is theirs.
     */
    async start(input: { kind: OnboardingKind; email: string }): Promise<{ expires_in: number }> {
      const now = clock.now();
      const code = newEmailedCode();
      const id = randomUUID();
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO account_applications (id, kind, email, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (email) DO UPDATE SET updated_at = EXCLUDED.updated_at
         RETURNING id`,
        [id, input.kind, input.email, now],
      );
      const applicationId = rows[0]!.id;
      await db.query(
        `UPDATE account_applications
            SET code_digest = $2, code_expires_at = $3, code_attempts = 0
          WHERE id = $1`,
        [
          applicationId,
          emailedCodeDigest(applicationId, code),
          new Date(now.getTime() + codeTtlSeconds * 1000),
        ],
      );
      await mailer.send(
        applicationMail.code({ to: input.email, code, ttlSeconds: codeTtlSeconds }),
      );
      return { expires_in: codeTtlSeconds };
    },

    /** The e-mailed code: a session token for the steps, and where the application stands. */
    async confirmEmail(input: {
      email: string;
      code: string;
    }): Promise<{ token: string; application: ApplicationView }> {
      const now = clock.now();
      const { rows } = await db.query<ApplicationRow>(
        `${SELECT} WHERE a.email = $1 AND a.code_expires_at > $2`,
        [input.email, now],
      );
      const row = rows[0];
      if (
        !row?.code_digest ||
        row.code_attempts >= maxAttempts ||
        !matchesEmailedCode(row.code_digest, row.id, input.code)
      ) {
        if (row) {
          await db.query(
            'UPDATE account_applications SET code_attempts = code_attempts + 1 WHERE id = $1',
            [row.id],
          );
        }
        throw onboardingErrors.codeInvalid();
      }
      // Proven: now it is safe to say the e-mail already belongs to a customer.
      if (row.account_id === null && (await isCustomerEmail(db, input.email))) {
        throw onboardingErrors.alreadyCustomer();
      }
      if (row.account_id !== null && row.account_status !== 'PENDING_ACTIVATION') {
        throw onboardingErrors.alreadySubmitted();
      }
      const token = randomBytes(32).toString('base64url');
      const application = await update(
        row.id,
        `code_digest = NULL, code_expires_at = NULL, session_digest = $3,
         session_expires_at = $4`,
        [sessionDigest(token), new Date(now.getTime() + sessionTtlSeconds * 1000)],
      );
      return { token, application };
    },

    async read(token: string | undefined): Promise<ApplicationView> {
      return view(await bySession(token));
    },

    /** The person's (or the company's and its representative's) data; of age, not a customer. */
    async saveHolder(token: string | undefined, holder: HolderData): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      if (holder.kind !== row.kind) throw onboardingErrors.field('kind', 'INVALID');
      const person = personOf(holder);
      const field = holder.kind === 'person' ? 'birth_date' : 'representative.birth_date';
      const age = birthDateProblem(person.birth_date, todayInSaoPaulo(clock.now()));
      if (age) throw onboardingErrors.field(field, age);
      const document = holder.kind === 'person' ? holder.cpf : holder.cnpj;
      const { rows } = await db.query(
        `SELECT 1 FROM accounts WHERE document = $1
         UNION ALL
         SELECT 1 FROM account_applications
          WHERE document = $1 AND id <> $2 AND account_id IS NOT NULL`,
        [document, row.id],
      );
      if (rows.length > 0) throw onboardingErrors.alreadyCustomer();
      return update(row.id, 'holder = $3, document = $4', [JSON.stringify(holder), document]);
    },

    /** Texts a code to the phone (the dev outbox keeps it: there is no SMS gateway). */
    async sendPhoneCode(token: string | undefined, phone: string): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      if (!row.holder) throw onboardingErrors.stepNotReady();
      const code = newEmailedCode();
      const application = await update(
        row.id,
        `phone = $3, phone_code_digest = $4, phone_code_expires_at = $5, phone_code_attempts = 0,
         phone_confirmed_at = NULL`,
        [
          phone,
          emailedCodeDigest(`${row.id}:phone`, code),
          new Date(clock.now().getTime() + codeTtlSeconds * 1000),
        ],
      );
      await mailer.sendText({ to: phone, text: `Ipê: seu código para abrir a conta é ${code}.` });
      return application;
    },

    async confirmPhone(token: string | undefined, code: string): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      const live =
        row.phone_code_digest !== null &&
        row.phone_code_expires_at !== null &&
        row.phone_code_expires_at > clock.now() &&
        row.phone_code_attempts < maxAttempts;
      if (!live || !matchesEmailedCode(row.phone_code_digest!, `${row.id}:phone`, code)) {
        await db.query(
          `UPDATE account_applications SET phone_code_attempts = phone_code_attempts + 1
            WHERE id = $1`,
          [row.id],
        );
        throw onboardingErrors.codeInvalid();
      }
      return update(row.id, 'phone_code_digest = NULL, phone_confirmed_at = $2', []);
    },

    async saveAddress(
      token: string | undefined,
      address: BillingAddress,
    ): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      if (!row.phone_confirmed_at) throw onboardingErrors.stepNotReady();
      return update(row.id, 'address = $3', [JSON.stringify(address)]);
    },

    /**
     * The password and the PIN: opens the account (PENDING_ACTIVATION) with its holder's sign-in,
     * all in one transaction, so a second try finds it done rather than doubled.
     */
    async saveCredentials(
      token: string | undefined,
      input: { password: string; pin: string },
    ): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      if (!row.holder || !row.phone_confirmed_at || !row.address) {
        throw onboardingErrors.stepNotReady();
      }
      const holder = row.holder;
      const person = personOf(holder);
      const weak = checkNewPassword(input.password, { email: row.email, name: person.name });
      if (!weak.ok) throw passwordErrors.weakPassword('password', weak.code);
      assertNewPin(input.pin, 'pin');
      const userId = randomUUID();
      const pinHash = pins.verifierFor(userId, input.pin);
      const passwordHash = await hashSecret(input.password);
      await db.transaction(async (tx) => {
        // Another tab may have finished first, or the e-mail or document become a customer.
        const { rows: fresh } = await tx.query<{ account_id: string | null }>(
          'SELECT account_id FROM account_applications WHERE id = $1 FOR UPDATE',
          [row.id],
        );
        if (fresh[0]?.account_id) throw onboardingErrors.alreadySubmitted();
        if (await isCustomerEmail(tx, row.email)) throw onboardingErrors.alreadyCustomer();
        const { rows: taken } = await tx.query('SELECT 1 FROM accounts WHERE document = $1', [
          row.document,
        ]);
        if (taken.length > 0) throw onboardingErrors.alreadyCustomer();
        await tx.query(
          `INSERT INTO users (id, email, name, password_hash, pin_hash)
           VALUES ($1, $2, $3, $4, $5)`,
          [userId, row.email, person.name, passwordHash, pinHash],
        );
        const account = await openBankAccount(tx, {
          kind: holder.kind,
          legalName: holder.kind === 'person' ? holder.name : holder.legal_name,
          document: row.document!,
          status: 'PENDING_ACTIVATION',
          providerStatus: 'PENDING',
          email: row.email,
          phone: row.phone,
          address: row.address,
          openedAt: clock.now(),
        });
        await tx.query(
          `INSERT INTO memberships (account_id, user_id, user_type, can_transact)
           VALUES ($1, $2, $3, true)`,
          [account.id, userId, USER_TYPES.HOLDER],
        );
        await tx.query(
          'UPDATE account_applications SET user_id = $2, account_id = $3, updated_at = $4 WHERE id = $1',
          [row.id, userId, account.id, clock.now()],
        );
      });
      return view(await bySession(token));
    },

    /**
     * The document photo and selfie, through the KYC provider: approved opens the account at
     * once, analysis waits for an analyst, rejected ends the opening (REJECTED).
     */
    async verifyIdentity(
      token: string | undefined,
      input: { documentType: IdentityDocumentType; simulatedOutcome?: KycOutcome | undefined },
    ): Promise<ApplicationView> {
      const row = await bySession(token);
      if (!row.account_id || !row.holder) throw onboardingErrors.stepNotReady();
      if (row.account_status !== 'PENDING_ACTIVATION') throw onboardingErrors.alreadySubmitted();
      const person = personOf(row.holder);
      const outcome = await kyc.verify({
        purpose: 'opening',
        name: person.name,
        cpf: person.cpf,
        birthDate: person.birth_date,
        documentType: input.documentType,
        simulatedOutcome: input.simulatedOutcome,
      });
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await settleOpening(tx, row.account_id!, 'PENDING_ACTIVATION', outcome, now))) {
          throw onboardingErrors.alreadySubmitted();
        }
        await recordIdentityCheck(tx, {
          accountId: row.account_id!,
          userId: row.user_id!,
          purpose: 'opening',
          provider: kyc.name,
          documentType: input.documentType,
          outcome,
          now,
        });
      });
      ctx.guards.forget({ accountId: row.account_id });
      await mailer.send(
        applicationMail.outcome({
          to: row.email,
          name: person.name,
          account:
            row.holder.kind === 'company'
              ? `${row.holder.legal_name} (${formatCnpj(row.holder.cnpj)})`
              : null,
          outcome,
        }),
      );
      return view(await bySession(token));
    },
  };
}

export type AccountApplications = ReturnType<typeof createAccountApplications>;
