import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListPixApiClientsQueryKey, useCreatePixApiClient } from '@ipe/api-client/react-query';
import { encodePin, PIN_LENGTH, pixApiClientRequest } from '@ipe/domain';
import { Button, CopyField, Inline, Notify, Stack, TextField } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import {
  BankForm,
  showFailure,
  useBankForm,
  useFieldErrors,
  TransactionPinField,
} from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { showWrongPin } from '../payment/wrongPin';
import { PIX_TEXTS } from '../texts';

const createForm = z.object({
  ...pixApiClientRequest.shape,
  pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')),
});

/**
 * Creates credentials with the PIN; the secret is shown here once, with the id, to be copied
 * into the shop's system before leaving.
 */
export function CreateApiClientForm() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const queryClient = useQueryClient();
  const form = useBankForm(createForm, { defaultValues: { name: '', pin: '' } });
  const errorOf = useFieldErrors(form);
  const creator = useCreatePixApiClient();
  const [created, setCreated] = useState<{ clientId: string; secret: string } | null>(null);

  const submit = form.handleSubmit(async ({ name, pin }) => {
    try {
      const answer = await creator.mutateAsync({
        sub,
        data: { name, pin: await encodePin(pin) },
      });
      setCreated({ clientId: answer.data.client_id, secret: answer.data.client_secret });
      form.reset({ name: '', pin: '' });
      await queryClient.invalidateQueries({ queryKey: getListPixApiClientsQueryKey(sub) });
    } catch (error) {
      const failure = apiFailureOf(error);
      if (!showWrongPin(form, t, failure)) showFailure(form, tApp, failure);
    }
  });

  if (created) {
    return (
      <Stack space="md">
        <Notify
          variant="warning"
          title={t('api.secret.title')}
          message={t('api.secret.description')}
        />
        <CopyField label={t('api.secret.clientId')} value={created.clientId} />
        <CopyField label={t('api.secret.clientSecret')} value={created.secret} />
        <Inline space="sm">
          <Button variant="primary" onClick={() => setCreated(null)}>
            {t('api.secret.done')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('api.create.name')}
        hint={t('api.create.nameHint')}
        maxLength={60}
        error={errorOf('name')}
        required
        {...form.register('name')}
      />
      <TransactionPinField form={form} />
      <Inline space="sm">
        <Button
          type="submit"
          variant="primary"
          loading={form.formState.isSubmitting}
          aria-disabled={consult}
        >
          {t('api.create.submit')}
        </Button>
      </Inline>
    </BankForm>
  );
}
