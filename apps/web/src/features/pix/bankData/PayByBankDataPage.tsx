import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  ACCOUNT_TYPES,
  formatCnpj,
  formatCpf,
  pixBankDataRecipient,
  pixPaymentDetails,
  setField,
} from '@ipe/domain';
import { CpfCnpjField, Notify, Radio, RadioGroup, Spinner, Text } from '@ipe/ui';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Page } from '../../../app/layout/Page';
import { useClientState } from '../../../app/session/clientStateContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { InstitutionPicker } from '../participants/InstitutionPicker';
import { useParticipants } from '../participants/useParticipants';
import { ConfirmPixDialog } from '../payment/ConfirmPixDialog';
import { useOrder } from '../payment/useOrder';
import { BranchAccountFields } from '../payment/BranchAccountFields';
import { PaymentDetailsFields } from '../payment/PaymentDetailsFields';
import {
  checkScheduleChoice,
  SCHEDULE_CHOICE_DEFAULTS,
  scheduleChoiceFields,
  schedulePlanOf,
} from '../scheduling/scheduleChoice';
import { PIX_TEXTS } from '../texts';

const payByBankDataForm = z
  .object({ ...pixBankDataRecipient.shape, ...pixPaymentDetails.shape, ...scheduleChoiceFields })
  .check(z.superRefine(checkScheduleChoice));

/**
 * pix/bankData: a Pix to an account named by institution, branch, account with its digit, account
 * type and the holder's document. Another bank's answer comes through the SPI: a refusal returns
 * the money at once and the receipt says why (docs/architecture/pix-payments.md).
 */
export function PayByBankDataPage({
  title,
  description,
}: {
  /** The transfer screen's own words for the same form (transfer/outrosBancos). */
  title?: string;
  description?: string;
} = {}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { consult } = useConsultMode();
  const { dispatch } = useClientState();
  const { participants, isPending, isError } = useParticipants();
  const form = useBankForm(payByBankDataForm, {
    defaultValues: {
      ispb: '',
      branch: '',
      account: '',
      account_type: 'checking',
      document: '',
      amount_cents: null as unknown as number,
      description: '',
      ...SCHEDULE_CHOICE_DEFAULTS,
    },
  });
  const { order, propose, close } = useOrder(form);
  const errorOf = useFieldErrors(form);

  const review = form.handleSubmit((values) => {
    const institution = participants.find((participant) => participant.ispb === values.ispb);
    const { amount_cents, description, scheduled, scheduled_for, frequency, occurrences } = values;
    const { ispb, branch, account, account_type, document } = values;
    const bankData = { ispb, branch, account, account_type, document };
    // The shared state holds what is being paid, as on the other Pix screens.
    dispatch(setField('typeTransactionPix', 'bankData'));
    dispatch(
      setField('keyBankData', {
        ispb: bankData.ispb,
        branch: bankData.branch,
        account: bankData.account,
        account_type: bankData.account_type,
      }),
    );
    return propose({
      channel: 'bank_data',
      bankData,
      to: t('bankData.accountAt', {
        branch: values.branch,
        account: form.getValues('account'),
        institution: institution?.name ?? values.ispb,
      }),
      document:
        values.document.length === 11 ? formatCpf(values.document) : formatCnpj(values.document),
      amountCents: amount_cents,
      description,
      schedule: schedulePlanOf({ scheduled, scheduled_for, frequency, occurrences }),
    });
  });

  return (
    <Page
      help="pix-dados-bancarios"
      title={title ?? t('bankData.title')}
      description={description ?? t('bankData.description')}
    >
      {consult ? <Notify variant="warning" message={t('payKey.consult')} /> : null}
      <Text as="p" size="sm" tone="muted">
        {t('bankData.otherBank')}
      </Text>
      <BankForm form={form} onSubmit={review}>
        {isPending ? (
          <Spinner label={t('bankData.loadingInstitutions')} />
        ) : isError ? (
          <Notify variant="negative" message={t('bankData.institutionsError')} />
        ) : (
          <Controller
            control={form.control}
            name="ispb"
            render={({ field }) => (
              <InstitutionPicker
                participants={participants}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('ispb')}
              />
            )}
          />
        )}
        <BranchAccountFields form={form} />
        <Controller
          control={form.control}
          name="account_type"
          render={({ field }) => (
            <RadioGroup
              label={t('bankData.accountType')}
              value={field.value}
              onValueChange={field.onChange}
              error={errorOf('account_type')}
            >
              {ACCOUNT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`bankData.${type}`)} />
              ))}
            </RadioGroup>
          )}
        />
        <Controller
          control={form.control}
          name="document"
          render={({ field }) => (
            <CpfCnpjField
              label={t('bankData.document')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              validate={false}
              error={errorOf('document')}
              required
            />
          )}
        />
        <PaymentDetailsFields form={form} consult={consult} schedulable />
      </BankForm>
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Page>
  );
}
