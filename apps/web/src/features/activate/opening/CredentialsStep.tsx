import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useSaveOnboardingCredentials } from '@ipe/api-client/react-query';
import { encodePin } from '@ipe/domain';
import { Button } from '@ipe/ui';
import { withNewPassword } from '../../../app/credentials/newPassword';
import { NEW_PIN_PAIR, pinsMatch } from '../../../app/credentials/newPin';
import { NewPasswordFields } from '../../../app/credentials/NewPasswordFields';
import { NewPinFields } from '../../../app/credentials/NewPinFields';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { showStepFailure, type StepProps } from './stepProps';

/**
 * The password (checked against the e-mail and name, as the server checks it) and the
 * transaction PIN, which leaves only as encodePin(). Saving it opens the account.
 */
export function CredentialsStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const holder = application.holder;
  const name = (holder?.kind === 'company' ? holder.representative?.name : holder?.name) ?? '';
  const form = useBankForm(
    withNewPassword(NEW_PIN_PAIR, () => ({ email: application.email, name }), 'password').check(
      pinsMatch,
    ),
    { defaultValues: { password: '', confirm: '', pin: '', confirm_pin: '' } },
  );
  const errorOf = useFieldErrors(form);
  const save = useSaveOnboardingCredentials();
  const submit = form.handleSubmit(async ({ password, pin }) => {
    try {
      const answer = await save.mutateAsync({
        headers,
        data: { password, pin: await encodePin(pin) },
      });
      onSaved(dataOf(answer));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <NewPasswordFields
        labels={{
          password: t('credentials.password'),
          confirm: t('credentials.confirmPassword'),
        }}
        password={form.register('password')}
        confirm={form.register('confirm')}
        errors={{ password: errorOf('password'), confirm: errorOf('confirm') }}
      />
      <NewPinFields
        form={form}
        labels={{ pin: t('credentials.pin'), confirm: t('credentials.confirmPin') }}
        hint={t('credentials.pinHint')}
      />
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('credentials.save')}
        </Button>
      </div>
    </BankForm>
  );
}
