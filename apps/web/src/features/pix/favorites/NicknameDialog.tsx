import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { favoriteNicknameField } from '@ipe/domain';
import { Button, Dialog, Inline, TextField } from '@ipe/ui';
import type { ApiFailure } from '../../../app/api/errors';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

const nicknameForm = z.object({ nickname: favoriteNicknameField });

/**
 * The name a favourite goes by, to save one or rename it: the same field and rule as the
 * server's (@ipe/domain's favoriteNicknameField). `save` reports the server's refusal, if any.
 */
export function NicknameDialog({
  title,
  description,
  initial,
  confirm,
  pending,
  save,
  onClose,
}: {
  title: string;
  description?: string;
  initial: string;
  confirm: string;
  pending: boolean;
  save: (nickname: string) => Promise<ApiFailure | null>;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const form = useBankForm(nicknameForm, { defaultValues: { nickname: initial.slice(0, 40) } });
  const errorOf = useFieldErrors(form);
  const submit = form.handleSubmit(async ({ nickname }) => {
    const failure = await save(nickname);
    if (failure) showFailure(form, tApp, failure);
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('favorites.nickname')}
          hint={t('favorites.nicknameHint')}
          maxLength={40}
          autoFocus
          error={errorOf('nickname')}
          required
          {...form.register('nickname')}
        />
        <Inline space="sm">
          <Button type="submit" variant="primary" loading={pending}>
            {confirm}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} aria-disabled={pending}>
            {t('favorites.cancel')}
          </Button>
        </Inline>
      </BankForm>
    </Dialog>
  );
}
