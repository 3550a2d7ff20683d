import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import {
  useSaveOnboardingCompany,
  useSaveOnboardingCompanyInvite,
  useSaveOnboardingPerson,
} from '@ipe/api-client/react-query';
import {
  accountNameField,
  birthDateField,
  birthDateProblem,
  cnpjField,
  cpfField,
  formatCnpj,
  latestAdultBirthDate,
  personNameField,
  todayInSaoPaulo,
} from '@ipe/domain';
import { Button, CpfCnpjField, Heading, Radio, RadioGroup, Stack, Text, TextField } from '@ipe/ui';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import {
  INVITED_FIELDS,
  InvitedRepresentativeFields,
  type InvitedRepresentativeValues,
  invitedRepresentativeOf,
  invitedRepresentativeShape,
} from './InvitedRepresentativeFields';
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
const companyShape = { legal_name: accountNameField, cnpj: cnpjField };
const personForm = z.object(personShape).check(ofAge);
const companyForm = z.object({ ...companyShape, ...personShape }).check(ofAge);
const companyInviteForm = z.object({ ...companyShape, ...invitedRepresentativeShape });

type PersonValues = z.infer<typeof personForm>;
type CompanyValues = { legal_name: string; cnpj: string };

/** The representative's fields as the server names them, and the names this form gives them. */
const REPRESENTATIVE_FIELDS = {
  'representative.name': 'name',
  'representative.cpf': 'cpf',
  'representative.birth_date': 'birth_date',
  'representative.mother_name': 'mother_name',
};

/** A person's fields as saved before, or empty. */
const personDefaults = (person: PersonValues | null | undefined): PersonValues => ({
  name: person?.name ?? '',
  cpf: person?.cpf ?? '',
  birth_date: person?.birth_date ?? '',
  mother_name: person?.mother_name ?? '',
});

/** Who the company's legal representative is: the one filling this in, or someone invited. */
type RepresentativeChoice = 'me' | 'invite';

/**
 * The holder's data: a person's (name, CPF, date of birth, mother's name), an invited
 * representative's (the same, for the company that invited them), or a company's (legal name,
 * CNPJ) with its legal representative's, or whom it invites to be that; checked here and again
 * by the server.
 */
export function HolderStep(props: StepProps) {
  return props.application.kind === 'company' ? (
    <CompanyHolder {...props} />
  ) : (
    <PersonHolder {...props} />
  );
}

function PersonHolder({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const holder = application.holder?.kind === 'person' ? application.holder : null;
  const form = useBankForm(personForm, {
    defaultValues: {
      ...personDefaults(holder),
    },
  });
  const save = useSaveOnboardingPerson();
  const submit = form.handleSubmit(async (data) => {
    try {
      onSaved(dataOf(await save.mutateAsync({ headers, data })));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired);
    }
  });
  const representing = application.representing;
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <Heading level={3}>{t('holder.personTitle')}</Heading>
      {representing ? (
        <Text as="p" leading="normal">
          {t('holder.representing', {
            company: representing.legal_name,
            cnpj: formatCnpj(representing.cnpj),
            by: representing.invited_by,
          })}
        </Text>
      ) : null}
      <PersonFields form={form as unknown as UseFormReturn<PersonValues>} />
      <SaveButton loading={save.isPending} />
    </BankForm>
  );
}

/** A company's data; the representative's form or the invitation's, as its opener chooses. */
function CompanyHolder(props: StepProps) {
  const holder = props.application.holder?.kind === 'company' ? props.application.holder : null;
  const [choice, setChoice] = useState<RepresentativeChoice>(
    holder?.invited_representative ? 'invite' : 'me',
  );
  // What was typed of the company survives changing one's mind about the representative.
  const [company, setCompany] = useState<CompanyValues>({
    legal_name: holder?.legal_name ?? '',
    cnpj: holder?.cnpj ?? '',
  });
  const choose = (next: RepresentativeChoice, typed: CompanyValues) => {
    setCompany(typed);
    setChoice(next);
  };
  return choice === 'me' ? (
    <CompanyWithRepresentative {...props} company={company} onChoose={choose} />
  ) : (
    <CompanyInvitingRepresentative {...props} company={company} onChoose={choose} />
  );
}

interface CompanyFormProps extends StepProps {
  company: CompanyValues;
  onChoose: (choice: RepresentativeChoice, typed: CompanyValues) => void;
}

function CompanyWithRepresentative({
  application,
  headers,
  onSaved,
  onExpired,
  company,
  onChoose,
}: CompanyFormProps) {
  const { t: tApp } = useTranslation();
  const holder = application.holder?.kind === 'company' ? application.holder : null;
  const form = useBankForm(companyForm, {
    defaultValues: {
      ...company,
      ...personDefaults(holder?.representative),
    },
  });
  const save = useSaveOnboardingCompany();
  const submit = form.handleSubmit(async ({ legal_name, cnpj, ...representative }) => {
    try {
      onSaved(
        dataOf(await save.mutateAsync({ headers, data: { legal_name, cnpj, representative } })),
      );
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired, REPRESENTATIVE_FIELDS);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <CompanyFields
        form={form as unknown as UseFormReturn<CompanyValues>}
        choice="me"
        onChoose={onChoose}
      />
      <PersonFields form={form as unknown as UseFormReturn<PersonValues>} />
      <SaveButton loading={save.isPending} />
    </BankForm>
  );
}

function CompanyInvitingRepresentative({
  application,
  headers,
  onSaved,
  onExpired,
  company,
  onChoose,
}: CompanyFormProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const holder = application.holder?.kind === 'company' ? application.holder : null;
  const invited = holder?.invited_representative;
  const form = useBankForm(companyInviteForm, {
    defaultValues: {
      ...company,
      invited_name: invited?.name ?? '',
      invited_email: invited?.email ?? '',
    },
  });
  const save = useSaveOnboardingCompanyInvite();
  const submit = form.handleSubmit(async (values) => {
    try {
      const data = {
        legal_name: values.legal_name,
        cnpj: values.cnpj,
        invited_representative: invitedRepresentativeOf(values),
      };
      onSaved(dataOf(await save.mutateAsync({ headers, data })));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired, INVITED_FIELDS);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <CompanyFields
        form={form as unknown as UseFormReturn<CompanyValues>}
        choice="invite"
        onChoose={onChoose}
      />
      <Text as="p" size="sm" tone="muted" leading="normal">
        {t('holder.inviteHint')}
      </Text>
      <InvitedRepresentativeFields
        form={form as unknown as UseFormReturn<InvitedRepresentativeValues>}
      />
      <SaveButton loading={save.isPending} />
    </BankForm>
  );
}

/** The company's legal name and CNPJ, and who its legal representative is. */
function CompanyFields({
  form,
  choice,
  onChoose,
}: {
  form: UseFormReturn<CompanyValues>;
  choice: RepresentativeChoice;
  onChoose: CompanyFormProps['onChoose'];
}) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const errorOf = useFieldErrors(form);
  return (
    <Stack space="md">
      <Heading level={3}>{t('holder.companyTitle')}</Heading>
      <TextField
        label={t('holder.legalName')}
        autoComplete="organization"
        error={errorOf('legal_name')}
        required
        {...form.register('legal_name')}
      />
      <DocumentField form={form} name="cnpj" label={t('holder.cnpj')} hint={t('holder.cnpjHint')} />
      <Heading level={3}>{t('holder.representativeTitle')}</Heading>
      <RadioGroup
        label={t('holder.who')}
        name="representative_choice"
        value={choice}
        onValueChange={(next) =>
          onChoose(next as RepresentativeChoice, {
            legal_name: form.getValues('legal_name'),
            cnpj: form.getValues('cnpj'),
          })
        }
      >
        <Radio value="me" label={t('holder.whoMe')} />
        <Radio value="invite" label={t('holder.whoInvite')} />
      </RadioGroup>
      {choice === 'me' ? (
        <Text as="p" size="sm" tone="muted" leading="normal">
          {t('holder.representativeHint')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A person's name, CPF, date of birth (of age) and mother's name. */
function PersonFields({ form }: { form: UseFormReturn<PersonValues> }) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const errorOf = useFieldErrors(form);
  return (
    <>
      <TextField
        label={t('holder.name')}
        autoComplete="name"
        error={errorOf('name')}
        required
        {...form.register('name')}
      />
      <DocumentField form={form} name="cpf" label={t('holder.cpf')} />
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
    </>
  );
}

function DocumentField<Values extends { cpf: string } | { cnpj: string }>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<Values>;
  name: 'cpf' | 'cnpj';
  label: string;
  hint?: string;
}) {
  const errorOf = useFieldErrors(form as unknown as UseFormReturn<Record<string, string>>);
  const control = (form as unknown as UseFormReturn<Record<string, string>>).control;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CpfCnpjField
          label={label}
          hint={hint}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          validate={false}
          error={errorOf(name)}
          required
        />
      )}
    />
  );
}

function SaveButton({ loading }: { loading: boolean }) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  return (
    <div>
      <Button type="submit" variant="primary" loading={loading}>
        {t('holder.save')}
      </Button>
    </div>
  );
}
