import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import { useSaveOnboardingCompany, useSaveOnboardingPerson } from '@ipe/api-client/react-query';
import {
  accountNameField,
  birthDateField,
  birthDateProblem,
  cnpjField,
  cpfField,
  latestAdultBirthDate,
  personNameField,
  todayInSaoPaulo,
} from '@ipe/domain';
import { Button, CpfCnpjField, Heading, Stack, Text, TextField } from '@ipe/ui';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { showStepFailure, type StepProps } from './stepProps';

/** Of age by São Paulo's today, as the server checks it (@ipe/domain's birthDateProblem). */
const ofAge = z.refine<{ birth_date: string }>(
  (values) => birthDateProblem(values.birth_date, todayInSaoPaulo()) === null,
  {
    path: ['birth_date'],
    message: 'UNDER_18',
    // A date that is not a date already says so (birthDateField).
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'birth_date'),
  },
);

const personShape = {
  name: personNameField,
  cpf: cpfField,
  birth_date: birthDateField,
  mother_name: personNameField,
};
const personForm = z.object(personShape).check(ofAge);
const companyForm = z
  .object({ legal_name: accountNameField, cnpj: cnpjField, ...personShape })
  .check(ofAge);

/** The representative's fields as the server names them, and the names this form gives them. */
const REPRESENTATIVE_FIELDS = {
  'representative.name': 'name',
  'representative.cpf': 'cpf',
  'representative.birth_date': 'birth_date',
  'representative.mother_name': 'mother_name',
};

/**
 * The holder's data: a person's (name, CPF, date of birth, mother's name), or a company's
 * (legal name, CNPJ) and its legal representative's, checked here and again by the server.
 */
export function HolderStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const company = application.kind === 'company';
  const holder = application.holder;
  const person = holder ? (holder.kind === 'company' ? holder.representative : holder) : null;
  // A person's form is the company's without its two fields: one form type for both.
  const form = useBankForm(company ? companyForm : (personForm as unknown as typeof companyForm), {
    defaultValues: {
      legal_name: holder?.kind === 'company' ? holder.legal_name : '',
      cnpj: holder?.kind === 'company' ? holder.cnpj : '',
      name: person?.name ?? '',
      cpf: person?.cpf ?? '',
      birth_date: person?.birth_date ?? '',
      mother_name: person?.mother_name ?? '',
    },
  });
  const errorOf = useFieldErrors(form);
  const savePerson = useSaveOnboardingPerson();
  const saveCompany = useSaveOnboardingCompany();

  const submit = form.handleSubmit(async (values) => {
    const representative = {
      name: values.name,
      cpf: values.cpf,
      birth_date: values.birth_date,
      mother_name: values.mother_name,
    };
    try {
      const answer = company
        ? await saveCompany.mutateAsync({
            headers,
            data: { legal_name: values.legal_name, cnpj: values.cnpj, representative },
          })
        : await savePerson.mutateAsync({ headers, data: representative });
      onSaved(dataOf(answer));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired, REPRESENTATIVE_FIELDS);
    }
  });

  const documentField = (name: 'cpf' | 'cnpj', label: string, hint?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CpfCnpjField
          label={label}
          hint={hint}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          validate={false}
          error={errorOf(name)}
          required
        />
      )}
    />
  );

  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      {company ? (
        <Stack space="md">
          <Heading level={3}>{t('holder.companyTitle')}</Heading>
          <TextField
            label={t('holder.legalName')}
            autoComplete="organization"
            error={errorOf('legal_name')}
            required
            {...form.register('legal_name')}
          />
          {documentField('cnpj', t('holder.cnpj'), t('holder.cnpjHint'))}
          <Heading level={3}>{t('holder.representativeTitle')}</Heading>
          <Text as="p" size="sm" tone="muted" leading="normal">
            {t('holder.representativeHint')}
          </Text>
        </Stack>
      ) : (
        <Heading level={3}>{t('holder.personTitle')}</Heading>
      )}
      <TextField
        label={t('holder.name')}
        autoComplete="name"
        error={errorOf('name')}
        required
        {...form.register('name')}
      />
      {documentField('cpf', t('holder.cpf'))}
      <TextField
        label={t('holder.birthDate')}
        type="date"
        autoComplete="bday"
        max={latestAdultBirthDate(todayInSaoPaulo())}
        error={errorOf('birth_date')}
        required
        {...form.register('birth_date')}
      />
      <TextField
        label={t('holder.motherName')}
        error={errorOf('mother_name')}
        required
        {...form.register('mother_name')}
      />
      <div>
        <Button
          type="submit"
          variant="primary"
          loading={savePerson.isPending || saveCompany.isPending}
        >
          {t('holder.save')}
        </Button>
      </div>
    </BankForm>
  );
}
