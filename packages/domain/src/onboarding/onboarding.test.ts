import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateProblem,
  latestAdultBirthDate,
  nextOnboardingStep,
  onboardingStepsFor,
  onboardingCompanyInviteRequest,
  onboardingCompanyRequest,
  onboardingPersonRequest,
  onboardingPhoneRequest,
} from '..';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('opening an account: the rules the server and the forms share', () => {
  it('counts full years, birthdays included', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-26')).toBe(17);
  });

  it('refuses under 18, future and impossible dates of birth', () => {
    expect(birthDateProblem('2008-11-26', '2026-11-26')).toBeNull();
    expect(birthDateProblem('2008-11-27', '2026-11-26')).toBe('UNDER_18');
    expect(birthDateProblem('2027-01-01', '2026-11-26')).toBe('DATE_INVALID');
    expect(birthDateProblem('1990-02-30', '2026-11-26')).toBe('DATE_INVALID');
    expect(birthDateProblem('1880-01-01', '2026-11-26')).toBe('DATE_INVALID');
  });

  it('gives the latest birth date of age, 29 February included', () => {
    expect(latestAdultBirthDate('2026-11-26')).toBe('2008-11-26');
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-28');
  });

  it('goes on with the first step not done', () => {
    const steps = onboardingStepsFor('person', false);
    expect(nextOnboardingStep(steps, {})).toBe('holder');
    expect(nextOnboardingStep(steps, { holder: true, phone: true })).toBe('address');
    expect(
      nextOnboardingStep(steps, {
        holder: true,
        phone: true,
        address: true,
        credentials: true,
        identity: true,
      }),
    ).toBe('done');
  });

  it('gives each application its own steps', () => {
    expect(onboardingStepsFor('company', false)).toEqual(onboardingStepsFor('person', false));
    // Whoever invites the representative waits for them after the address.
    expect(onboardingStepsFor('company', true)).toEqual([
      'holder',
      'phone',
      'address',
      'representative',
    ]);
    // The invited representative: the company's address is already given.
    const representative = onboardingStepsFor('representative', false);
    expect(representative).toEqual(['holder', 'phone', 'credentials', 'identity']);
    expect(nextOnboardingStep(representative, { holder: true, phone: true })).toBe('credentials');
  });

  it("checks a person's CPF and keeps its digits", () => {
    const person = {
      name: ' Ana  Lima ',
      cpf: '529.982.247-25',
      birth_date: '1990-01-01',
      mother_name: 'Rita',
    };
    expect(onboardingPersonRequest.parse(person)).toMatchObject({
      name: 'Ana Lima',
      cpf: '52998224725',
    });
    expect(
      fieldsOf(onboardingPersonRequest.safeParse({ ...person, cpf: '529.982.247-26' })),
    ).toEqual({
      cpf: 'CPF_INVALID',
    });
    expect(
      fieldsOf(onboardingPersonRequest.safeParse({ ...person, birth_date: '01/01/1990' })),
    ).toEqual({
      birth_date: 'DATE_INVALID',
    });
  });

  it('takes numeric and alphanumeric CNPJs, and checks the representative too', () => {
    const representative = {
      name: 'Paulo',
      cpf: '52998224725',
      birth_date: '1980-08-01',
      mother_name: 'Clara',
    };
    for (const cnpj of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      expect(
        onboardingCompanyRequest.safeParse({ legal_name: 'Café Aroeira', cnpj, representative })
          .success,
      ).toBe(true);
    }
    expect(
      fieldsOf(
        onboardingCompanyRequest.safeParse({
          legal_name: 'Café Aroeira',
          cnpj: '12.ABC.345/01DE-36',
          representative: { ...representative, cpf: '111' },
        }),
      ),
    ).toEqual({ cnpj: 'CNPJ_INVALID', 'representative.cpf': 'CPF_INVALID' });
  });

  it('invites a representative by name and e-mail', () => {
    expect(
      onboardingCompanyInviteRequest.parse({
        legal_name: 'Café Aroeira',
        cnpj: '11.222.333/0001-81',
        invited_representative: { name: ' Paulo  Reis ', email: 'Paulo@Example.com ' },
      }).invited_representative,
    ).toEqual({ name: 'Paulo Reis', email: 'paulo@example.com' });
    expect(
      fieldsOf(
        onboardingCompanyInviteRequest.safeParse({
          legal_name: 'Café Aroeira',
          cnpj: '11.222.333/0001-81',
          invited_representative: { name: 'Paulo Reis', email: 'paulo' },
        }),
      ),
    ).toEqual({ 'invited_representative.email': 'EMAIL_INVALID' });
  });

  it('keeps a phone in E.164 and refuses what is not a Brazilian number', () => {
    expect(onboardingPhoneRequest.parse({ phone: '(11) 98765-4321' })).toEqual({
      phone: '+5511987654321',
    });
    expect(fieldsOf(onboardingPhoneRequest.safeParse({ phone: '+1 415 555 0100' }))).toEqual({
      phone: 'PHONE_INVALID',
    });
  });
});
