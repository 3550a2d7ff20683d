import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import { useVerifyOnboardingIdentity } from '@ipe/api-client/react-query';
import { IDENTITY_DOCUMENT_TYPES, KYC_OUTCOMES } from '@ipe/domain';
import { Button, Text } from '@ipe/ui';
import { BankForm, useBankForm } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { IdentityFields } from './IdentityFields';
import { showStepFailure, type StepProps } from './stepProps';

export const identityForm = z.object({
  document_type: z.enum(IDENTITY_DOCUMENT_TYPES),
  simulated_outcome: z.enum(KYC_OUTCOMES),
});

/** The document photo and selfie, through the bank's KYC provider: the account's fate. */
export function IdentityStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const form = useBankForm(identityForm, {
    defaultValues: { document_type: 'RG', simulated_outcome: 'analysis' },
  });
  const verify = useVerifyOnboardingIdentity();
  const submit = form.handleSubmit(async ({ document_type, simulated_outcome }) => {
    try {
      const data = application.kyc_simulated
        ? { document_type, simulated_outcome }
        : { document_type };
      onSaved(dataOf(await verify.mutateAsync({ headers, data })));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <Text as="p" leading="normal">
        {t('identity.intro')}
      </Text>
      <IdentityFields control={form.control} simulated={application.kyc_simulated} />
      <div>
        <Button type="submit" variant="primary" loading={verify.isPending}>
          {t('identity.submit')}
        </Button>
      </div>
    </BankForm>
  );
}
