import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import type { SameBankAccount } from '@ipe/api-client';
import { useFindSameBankRecipients } from '@ipe/api-client/react-query';
import { pixPaymentDetails, sameBankLookupRequest } from '@ipe/domain';
import { Button, Card, CpfCnpjField, DescriptionList, Notify, Radio, RadioGroup } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import {
  BranchAccountFields,
  checkScheduleChoice,
  ConfirmPixDialog,
  PaymentDetailsFields,
  SCHEDULE_CHOICE_DEFAULTS,
  scheduleChoiceFields,
  schedulePlanOf,
  useOrder,
} from '../../pix';
import { TRANSFER_TEXTS } from '../texts';

const sameBankForm = z
  .object({
    ...sameBankLookupRequest.shape,
    ...pixPaymentDetails.shape,
    ...scheduleChoiceFields,
  })
  .check(z.superRefine(checkScheduleChoice));

type FindBy = 'account' | 'document';
/** Unused fields stay undefined (not ''), so the schema checks only the way being used. */
const optional = { setValueAs: (value: string) => (value === '' ? undefined : value) };

/**
 * transfer/contaQyon: to another account of this bank, found by branch and account or by the
 * holder's CPF or CNPJ; instant, any hour, through the one outgoing flow with its receipt
 * (docs/architecture/pix-payments.md, "Transfers").
 */
export function SameBankTransferPage() {
  const { t } = useFeatureTranslation(TRANSFER_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const [findBy, setFindBy] = useState<FindBy>('account');
  const [found, setFound] = useState<SameBankAccount[]>([]);
  const [chosen, setChosen] = useState<SameBankAccount | null>(null);
  const form = useBankForm(sameBankForm, {
    defaultValues: {
      amount_cents: null as unknown as number,
      description: '',
      ...SCHEDULE_CHOICE_DEFAULTS,
    },
  });
  const { order, propose, close } = useOrder(form);
  const errorOf = useFieldErrors(form);
  const lookupFields =
    findBy === 'document' ? (['document'] as const) : (['branch', 'account'] as const);

  const finder = useFindSameBankRecipients({
    mutation: {
      onSuccess: (answer) => {
        setFound(answer.data);
        setChosen(answer.data.length === 1 ? answer.data[0]! : null);
      },
      onError: (error) => {
        const code = apiFailureOf(error).body?.code;
        if (code) form.setError(lookupFields.at(-1)!, { type: 'server', message: code });
      },
    },
  });

  const forget = () => {
    setFound([]);
    setChosen(null);
    finder.reset();
  };

  const find = async () => {
    forget();
    const values = form.getValues();
    for (const name of lookupFields) {
      if (!values[name]) form.setError(name, { type: 'client', message: 'REQUIRED' });
    }
    if (lookupFields.some((name) => !values[name]) || !(await form.trigger([...lookupFields]))) {
      return;
    }
    finder.mutate({
      sub,
      data:
        findBy === 'document'
          ? { document: values.document }
          : { branch: values.branch, account: values.account },
    });
  };

  const review = form.handleSubmit((values) => {
    if (!chosen) {
      form.setError('root.server', { type: 'client', message: t('sameBank.needsRecipient') });
      return;
    }
    return propose({
      channel: 'account',
      branch: chosen.branch,
      account: chosen.account,
      to: `${chosen.name} · ${t('sameBank.accountLine', { branch: chosen.branch, account: chosen.account })}`,
      document: chosen.document,
      amountCents: values.amount_cents,
      description: values.description,
      schedule: schedulePlanOf(values),
    });
  });

  return (
    <Page help="transferencias" title={t('sameBank.title')} description={t('sameBank.description')}>
      {consult ? <Notify variant="warning" message={t('sameBank.consult')} /> : null}
      <BankForm form={form} onSubmit={review}>
        <RadioGroup
          label={t('sameBank.findBy')}
          value={findBy}
          onValueChange={(value) => {
            setFindBy(value as FindBy);
            // The other way's fields are forgotten, so they are not checked on submit.
            for (const name of ['branch', 'account', 'document'] as const) {
              form.setValue(name, undefined);
            }
            form.clearErrors();
            forget();
          }}
        >
          <Radio value="account" label={t('sameBank.byAccount')} />
          <Radio value="document" label={t('sameBank.byDocument')} />
        </RadioGroup>
        {findBy === 'account' ? (
          <BranchAccountFields form={form} register={{ ...optional, onChange: forget }} />
        ) : (
          <Controller
            control={form.control}
            name="document"
            render={({ field }) => (
              <CpfCnpjField
                label={t('sameBank.document')}
                name={field.name}
                value={field.value ?? ''}
                onChange={(value) => {
                  field.onChange(value === '' ? undefined : value);
                  forget();
                }}
                onBlur={field.onBlur}
                validate={false}
                error={errorOf('document')}
                required
              />
            )}
          />
        )}
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={finder.isPending}
            onClick={() => void find()}
          >
            {t('sameBank.find')}
          </Button>
        </div>
        {found.length > 1 ? (
          <RadioGroup
            label={t('sameBank.chooseAccount')}
            value={chosen ? `${chosen.branch}/${chosen.account}` : ''}
            onValueChange={(value) =>
              setChosen(found.find((entry) => `${entry.branch}/${entry.account}` === value) ?? null)
            }
          >
            {found.map((entry) => (
              <Radio
                key={`${entry.branch}/${entry.account}`}
                value={`${entry.branch}/${entry.account}`}
                label={`${entry.name} · ${t('sameBank.accountLine', { branch: entry.branch, account: entry.account })}`}
              />
            ))}
          </RadioGroup>
        ) : null}
        {chosen ? (
          <Card as="section" title={t('sameBank.found')} headingLevel={2} tone="muted">
            <DescriptionList
              items={[
                { term: t('sameBank.name'), description: chosen.name },
                { term: t('sameBank.byDocument'), description: chosen.document },
                {
                  term: t('sameBank.byAccount'),
                  description: t('sameBank.accountLine', {
                    branch: chosen.branch,
                    account: chosen.account,
                  }),
                },
              ]}
            />
          </Card>
        ) : null}
        <PaymentDetailsFields form={form} consult={consult} schedulable />
      </BankForm>
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Page>
  );
}
