import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useChangeAccountName } from '@ipe/api-client/react-query';
import { changeNameRequest } from '@ipe/domain';
import { Button, Card, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import type { AccountInformation } from '../../app/api/types';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { useSession } from '../../app/session/sessionContext';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** Change the account's display name (POST …/changename), by the server's own rule. */
export function NameForm({ information }: { information: AccountInformation }) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const { setAccountInformation } = useSession();
  const form = useBankForm(changeNameRequest, { defaultValues: { name: information.name } });
  const errorOf = useFieldErrors(form);

  const save = useChangeAccountName({
    mutation: {
      onSuccess: (answer) => {
        const saved = dataOf(answer);
        setAccountInformation(saved);
        form.reset({ name: saved.name });
        notify.positive(t('nameSaved'));
      },
      onError: (failure) => showFailure(form, tApp, apiFailureOf(failure)),
    },
  });

  return (
    <Card as="section" title={t('nameTitle')} description={t('nameDescription')} headingLevel={2}>
      <BankForm
        form={form}
        onSubmit={form.handleSubmit((data) => save.mutate({ sub: information.account_id, data }))}
      >
        <TextField
          label={t('name')}
          autoComplete="nickname"
          maxLength={120}
          error={errorOf('name')}
          required
          {...form.register('name')}
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {tApp('common.save')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
