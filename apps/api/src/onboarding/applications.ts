import { randomBytes, randomUUID } from 'node:crypto';
import {
  USER_TYPES,
  birthDateProblem,
  checkNewPassword,
  formatCnpj,
  nextOnboardingStep,
  onboardingStepsFor,
  todayInSaoPaulo,
  type KycOutcome,
  type OnboardingApplicationKind,
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
import { sha256Hex } from '../security';
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

/** Whom the company's opener invites to be its legal representative. */
export interface InvitedRepresentative {
  name: string;
  email: string;
}

/**
 * What the holder step keeps: a person (an invited representative too), or a company and either
 * the person who represents it and opens it, or the one its opener invites to.
 */
export type HolderData =
  | ({ kind: 'person' } & PersonData)
  | { kind: 'company'; legal_name: string; cnpj: string; representative: PersonData }
  | {
      kind: 'company';
      legal_name: string;
      cnpj: string;
      invited_representative: InvitedRepresentative;
    };

type CompanyData = Extract<HolderData, { kind: 'company' }>;

interface ApplicationRow {
  id: string;
  kind: OnboardingApplicationKind;
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
  company_application_id: string | null;
  representative_invited_at: Date | null;
  account_status: string | null;
  /** A representative's: the company's application. */
  company_holder: CompanyData | null;
  company_email: string | null;
  /** A company's that invited its representative: how far they went. */
  representative_started: boolean | null;
  representative_holder: boolean | null;
  representative_phone: boolean | null;
}

/** An application as the web reads it: what was filled, and the step to go on with. */
export interface ApplicationView {
  kind: OnboardingApplicationKind;
  email: string;
  steps: OnboardingStep[];
  next_step: OnboardingStep;
  holder: HolderView | null;
  /** A representative's: the company they were invited to represent, and who invited them. */
  representing: { legal_name: string; cnpj: string; invited_by: string } | null;
  /** A company's that invites its representative: the invitation and their progress. */
  invitation: {
    name: string;
    email: string;
    sent_at: string | null;
    /** Their next step once they confirmed their e-mail; null before. */
    representative_step: OnboardingStep | null;
  } | null;
  phone: string | null;
  phone_confirmed: boolean;
  address: BillingAddress | null;
  account_status: string | null;
  kyc_simulated: boolean;
}

/** The holder as answers show it: a company's representative or invitation, null if not its way. */
export type HolderView =
  | ({ kind: 'person' } & PersonData)
  | {
      kind: 'company';
      legal_name: string;
      cnpj: string;
      representative: PersonData | null;
      invited_representative: InvitedRepresentative | null;
    };

/** An application with its account's status and the other half of a company with an invitation. */
const selectFrom = (applications: string) => `SELECT a.*, acc.status AS account_status,
    co.holder AS company_holder, co.email AS company_email,
    rep.session_digest IS NOT NULL OR rep.holder IS NOT NULL AS representative_started,
    rep.holder IS NOT NULL AS representative_holder,
    rep.phone_confirmed_at IS NOT NULL AS representative_phone
  FROM ${applications} a
  LEFT JOIN accounts acc ON acc.id = a.account_id
  LEFT JOIN account_applications co ON co.id = a.company_application_id
  LEFT JOIN account_applications rep ON rep.company_application_id = a.id`;
const SELECT = selectFrom('account_applications');

/** The person who will sign in: the holder, or the company's representative if they open it. */
export const personOf = (holder: HolderData): PersonData | null => {
  if (holder.kind === 'person') return holder;
  return 'representative' in holder ? holder.representative : null;
};

/** Whom a company's opener invited to represent it, or null. */
const invitedOf = (holder: HolderData | null): InvitedRepresentative | null =>
  holder?.kind === 'company' && 'invited_representative' in holder
    ? holder.invited_representative
    : null;

const stepsOf = (row: Pick<ApplicationRow, 'kind' | 'holder'>) =>
  onboardingStepsFor(row.kind, invitedOf(row.holder) !== null);

/** The company as the e-mails name it: "Razão social (CNPJ)". */
const companyName = (holder: CompanyData) => `${holder.legal_name} (${formatCnpj(holder.cnpj)})`;

const holderView = (holder: HolderData | null): HolderView | null => {
  if (holder?.kind !== 'company') return holder;
  return {
    kind: 'company',
    legal_name: holder.legal_name,
    cnpj: holder.cnpj,
    representative: personOf(holder),
    invited_representative: invitedOf(holder),
  };
};

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

  const view = (row: ApplicationRow): ApplicationView => {
    const steps = stepsOf(row);
    const submitted = row.account_status !== null && row.account_status !== 'PENDING_ACTIVATION';
    const invited = invitedOf(row.holder);
    return {
      kind: row.kind,
      email: row.email,
      steps: [...steps],
      next_step: nextOnboardingStep(steps, {
        holder: row.holder !== null,
        phone: row.phone_confirmed_at !== null,
        address: row.address !== null,
        representative: submitted,
        credentials: row.account_id !== null,
        identity: submitted,
      }),
      holder: holderView(row.holder),
      representing: row.company_holder
        ? {
            legal_name: row.company_holder.legal_name,
            cnpj: row.company_holder.cnpj,
            invited_by: row.company_email!,
          }
        : null,
      invitation: invited
        ? {
            ...invited,
            sent_at: row.representative_invited_at?.toISOString() ?? null,
            representative_step: row.representative_started
              ? nextOnboardingStep(onboardingStepsFor('representative', false), {
                  holder: row.representative_holder === true,
                  phone: row.representative_phone === true,
                  credentials: row.account_id !== null,
                  identity: submitted,
                })
              : null,
          }
        : null,
      phone: row.phone,
      phone_confirmed: row.phone_confirmed_at !== null,
      address: row.address,
      account_status: row.account_status,
      kyc_simulated: kyc.simulated,
    };
  };

  /** A step may be done once every step before it is (and again, until the account opens). */
  function assertReached(row: ApplicationRow, step: OnboardingStep): void {
    const steps: readonly OnboardingStep[] = stepsOf(row);
    const next = view(row).next_step;
    const reached = next === 'done' ? steps.length : steps.indexOf(next);
    if (!steps.includes(step) || steps.indexOf(step) > reached) {
      throw onboardingErrors.stepNotReady();
    }
  }

  async function isCustomerEmail(q: Queryable, email: string): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM users WHERE email = $1', [email]);
    return rows.length > 0;
  }

  /** The application a session token opens, or 401. */
  async function bySession(token: string | undefined): Promise<ApplicationRow> {
    if (!token) throw onboardingErrors.sessionInvalid();
    const { rows } = await db.query<ApplicationRow>(
      `${SELECT} WHERE a.session_digest = $1 AND a.session_expires_at > $2`,
      [sha256Hex(token), clock.now()],
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
      `WITH changed AS (
         UPDATE account_applications SET ${set}, updated_at = $2 WHERE id = $1 RETURNING *)
       ${selectFrom('changed')}`,
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
        [sha256Hex(token), new Date(now.getTime() + sessionTtlSeconds * 1000)],
      );
      return { token, application };
    },

    async read(token: string | undefined): Promise<ApplicationView> {
      return view(await bySession(token));
    },

    /**
     * The person's (or the company's and its representative's, or whom it invites) data; of age,
     * not a customer. An invited representative gives a person's: the company's is given.
     */
    async saveHolder(token: string | undefined, holder: HolderData): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      if (holder.kind !== (row.kind === 'representative' ? 'person' : row.kind)) {
        throw onboardingErrors.field('kind', 'INVALID');
      }
      const person = personOf(holder);
      if (person) {
        const field = holder.kind === 'person' ? 'birth_date' : 'representative.birth_date';
        const age = birthDateProblem(person.birth_date, todayInSaoPaulo(clock.now()));
        if (age) throw onboardingErrors.field(field, age);
      }
      const invited = invitedOf(holder);
      if (invited?.email === row.email) {
        throw onboardingErrors.field('invited_representative.email', 'REPRESENTATIVE_IS_YOU');
      }
      // The account's document is the holder's; a representative's CPF is not one.
      const document =
        row.kind === 'representative' ? null : holder.kind === 'person' ? holder.cpf : holder.cnpj;
      if (document !== null) {
        const { rows } = await db.query(
          `SELECT 1 FROM accounts WHERE document = $1
           UNION ALL
           SELECT 1 FROM account_applications
            WHERE document = $1 AND id <> $2 AND account_id IS NOT NULL`,
          [document, row.id],
        );
        if (rows.length > 0) throw onboardingErrors.alreadyCustomer();
      }
      // Another representative (or none now): the invitation to the former one is void.
      const former = invitedOf(row.holder);
      if (former && former.email !== invited?.email) {
        await db.query(
          'DELETE FROM account_applications WHERE company_application_id = $1 AND account_id IS NULL',
          [row.id],
        );
        return update(row.id, 'holder = $3, document = $4, representative_invited_at = NULL', [
          JSON.stringify(holder),
          document,
        ]);
      }
      return update(row.id, 'holder = $3, document = $4', [JSON.stringify(holder), document]);
    },

    /**
     * E-mails the invited representative a code (valid as long as an invitation) that begins
     * their own application, tied to this one. When the e-mail already signs in to Ipê or is
     * opening an account of its own, its owner is told so instead; the opener is not (that would
     * say whose e-mail is a customer's), and may invite another of the representative's e-mails.
     */
    async inviteRepresentative(token: string | undefined): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      assertReached(row, 'representative');
      const company = row.holder as CompanyData;
      const invited = invitedOf(company)!;
      const now = clock.now();
      const code = newEmailedCode();
      const available = await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE account_applications SET representative_invited_at = $2 WHERE id = $1',
          [row.id, now],
        );
        if (await isCustomerEmail(tx, invited.email)) return false;
        await tx.query(
          `INSERT INTO account_applications
             (id, kind, email, company_application_id, created_at, updated_at)
           VALUES ($1, 'representative', $2, $3, $4, $4)
           ON CONFLICT (email) DO NOTHING`,
          [randomUUID(), invited.email, row.id, now],
        );
        const { rows } = await tx.query<{ id: string; company_application_id: string | null }>(
          'SELECT id, company_application_id FROM account_applications WHERE email = $1 FOR UPDATE',
          [invited.email],
        );
        const representative = rows[0]!;
        // The e-mail is opening an account of its own (or represents another company).
        if (representative.company_application_id !== row.id) return false;
        await tx.query(
          `UPDATE account_applications
              SET code_digest = $2, code_expires_at = $3, code_attempts = 0, updated_at = $4
            WHERE id = $1`,
          [
            representative.id,
            emailedCodeDigest(representative.id, code),
            new Date(now.getTime() + config.invitations.ttlSeconds * 1000),
            now,
          ],
        );
        return true;
      });
      const mail = { to: invited.email, name: invited.name, company: companyName(company) };
      await mailer.send(
        available
          ? applicationMail.representativeInvitation({
              ...mail,
              invitedBy: row.email,
              code,
              ttlSeconds: config.invitations.ttlSeconds,
            })
          : applicationMail.representativeUnavailable({ ...mail, invitedBy: row.email }),
      );
      return view(await bySession(token));
    },

    /** Texts a code to the phone (the dev outbox keeps it: there is no SMS gateway). */
    async sendPhoneCode(token: string | undefined, phone: string): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      assertReached(row, 'phone');
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
      assertReached(row, 'address');
      return update(row.id, 'address = $3', [JSON.stringify(address)]);
    },

    /**
     * The password and the PIN: opens the account (PENDING_ACTIVATION) with its holder's sign-in,
     * all in one transaction, so a second try finds it done rather than doubled. An invited
     * representative opens their company's: its data, phone and address are the company
     * application's, and both applications then point at the account.
     */
    async saveCredentials(
      token: string | undefined,
      input: { password: string; pin: string },
    ): Promise<ApplicationView> {
      const row = await bySession(token);
      assertOpen(row);
      assertReached(row, 'credentials');
      const person = personOf(row.holder!)!;
      const weak = checkNewPassword(input.password, { email: row.email, name: person.name });
      if (!weak.ok) throw passwordErrors.weakPassword('password', weak.code);
      assertNewPin(input.pin, 'pin');
      const userId = randomUUID();
      const pinHash = pins.verifierFor(userId, input.pin);
      const passwordHash = await hashSecret(input.password);
      await db.transaction(async (tx) => {
        // Another tab may have finished first, or the e-mail or document become a customer.
        const { rows: fresh } = await tx.query<ApplicationRow>(
          `SELECT * FROM account_applications WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`,
          [row.id, row.company_application_id ?? row.id],
        );
        if (fresh.some((application) => application.account_id)) {
          throw onboardingErrors.alreadySubmitted();
        }
        // What the account is: this application, or the company's that invited this one.
        const opening = fresh.find((application) => application.id !== row.id) ?? fresh[0];
        if (!opening?.holder) throw onboardingErrors.stepNotReady();
        if (await isCustomerEmail(tx, row.email)) throw onboardingErrors.alreadyCustomer();
        const { rows: taken } = await tx.query('SELECT 1 FROM accounts WHERE document = $1', [
          opening.document,
        ]);
        if (taken.length > 0) throw onboardingErrors.alreadyCustomer();
        await tx.query(
          `INSERT INTO users (id, email, name, password_hash, pin_hash)
           VALUES ($1, $2, $3, $4, $5)`,
          [userId, row.email, person.name, passwordHash, pinHash],
        );
        const account = await openBankAccount(tx, {
          kind: opening.holder.kind,
          legalName:
            opening.holder.kind === 'person' ? opening.holder.name : opening.holder.legal_name,
          document: opening.document!,
          status: 'PENDING_ACTIVATION',
          providerStatus: 'PENDING',
          email: opening.email,
          phone: opening.phone,
          address: opening.address,
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
        if (opening.id !== row.id) {
          await tx.query(
            'UPDATE account_applications SET account_id = $2, updated_at = $3 WHERE id = $1',
            [opening.id, account.id, clock.now()],
          );
        }
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
      if (row.account_status !== null && row.account_status !== 'PENDING_ACTIVATION') {
        throw onboardingErrors.alreadySubmitted();
      }
      assertReached(row, 'identity');
      const person = personOf(row.holder!)!;
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
      ctx.guards.forget({ accountId: row.account_id! });
      const company = row.company_holder ?? (row.holder!.kind === 'company' ? row.holder! : null);
      const account = company ? companyName(company) : null;
      await mailer.send(
        applicationMail.outcome({ to: row.email, name: person.name, account, outcome }),
      );
      // Whoever opened the company's account and invited this representative hears it too.
      if (row.company_email && account) {
        await mailer.send(
          applicationMail.companyOutcome({
            to: row.company_email,
            account,
            representative: person.name,
            outcome,
          }),
        );
      }
      return view(await bySession(token));
    },
  };
}

export type AccountApplications = ReturnType<typeof createAccountApplications>;
