import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar';
import {
  isValidCnpj,
  isValidCpf,
  normalizeBrazilianPhone,
  normalizeCnpj,
  normalizeCpf,
} from '../documents';
import {
  accountNameField,
  emailedCodeField,
  encodedPinField,
  newPasswordField,
  personNameField,
} from '../forms/fields';
import { emailField, text } from '../forms/text';
import { IDENTITY_DOCUMENT_TYPES, KYC_OUTCOMES, ONBOARDING_KINDS } from './onboarding';

/** A CPF as typed (dots and dash allowed), kept as its 11 digits when its check digits hold. */
export const cpfField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const cpf = normalizeCpf(value);
    if (isValidCpf(cpf)) return cpf;
    context.issues.push({ code: 'custom', message: 'CPF_INVALID', input: value });
    return z.NEVER;
  }),
);

/** A CNPJ, numeric or alphanumeric (in force since July 2026), kept as its 14 characters. */
export const cnpjField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const cnpj = normalizeCnpj(value);
    if (cnpj.length === 14 && isValidCnpj(cnpj)) return cnpj;
    context.issues.push({ code: 'custom', message: 'CNPJ_INVALID', input: value });
    return z.NEVER;
  }),
);

/** A Brazilian mobile or landline, kept in E.164 ('+5511912345678'). */
export const phoneField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const phone = normalizeBrazilianPhone(value);
    if (phone) return phone;
    context.issues.push({ code: 'custom', message: 'PHONE_INVALID', input: value });
    return z.NEVER;
  }),
);

/** A date 'yyyy-mm-dd'; whether it is of age needs today, so birthDateProblem checks that. */
export const birthDateField = text().check(
  z.refine((value: string) => isCalendarDate(value), 'DATE_INVALID'),
);

const personData = {
  name: personNameField,
  cpf: cpfField,
  birth_date: birthDateField,
  mother_name: personNameField,
};

/** Step 0: who opens the account, and the e-mail that will receive a code. */
export const onboardingStartRequest = z.object({
  kind: z.enum(ONBOARDING_KINDS, { error: 'REQUIRED' }),
  email: emailField,
});

/** The e-mailed code: proves the e-mail, and resumes an application begun before. */
export const onboardingEmailCodeRequest = z.object({ email: emailField, code: emailedCodeField });

/** A person's data. */
export const onboardingPersonRequest = z.object(personData);

/** A company's data and its legal representative, who opens and operates the account. */
export const onboardingCompanyRequest = z.object({
  legal_name: accountNameField,
  cnpj: cnpjField,
  representative: z.object(personData),
});

/** Whom the company's opener invites to be its legal representative (they give the rest). */
export const invitedRepresentativeRequest = z.object({
  name: personNameField,
  email: emailField,
});

/** A company's data, opened by someone who is not its legal representative: they invite them. */
export const onboardingCompanyInviteRequest = z.object({
  legal_name: accountNameField,
  cnpj: cnpjField,
  invited_representative: invitedRepresentativeRequest,
});

export const onboardingPhoneRequest = z.object({ phone: phoneField });
export const onboardingPhoneCodeRequest = z.object({ code: emailedCodeField });

/** The password (@ipe/domain's rule; the server also checks it against e-mail and name) and PIN. */
export const onboardingCredentialsRequest = z.object({
  password: newPasswordField,
  pin: encodedPinField,
});

/**
 * The document photo and selfie step. A real KYC provider receives the images in its own SDK;
 * the demo's simulated provider is told what to answer (`simulated_outcome`).
 */
export const onboardingIdentityRequest = z.object({
  document_type: z.enum(IDENTITY_DOCUMENT_TYPES, { error: 'REQUIRED' }),
  simulated_outcome: z.optional(z.enum(KYC_OUTCOMES, { error: 'INVALID' })),
});
