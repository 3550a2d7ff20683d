import { useTranslation } from 'react-i18next';
import { useDeletePixKey } from '@ipe/api-client/react-query';
import { Button, Dialog, Inline, Notify, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { keyText } from './keyText';
import { useKeysChanged } from './useKeysChanged';

/** Asks before deleting a key: it is free for anyone at once, and its open charges stop. */
export function RemoveKeyDialog({ pixKey, onClose }: { pixKey: PixKey; onClose: () => void }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const changed = useKeysChanged();
  const shown = keyText(pixKey.key_type, pixKey.key);
  const remover = useDeletePixKey({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('keys.removed', { key: shown }));
        onClose();
        await changed();
      },
    },
  });
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !remover.isPending) onClose();
      }}
      title={t('keys.removeTitle', { key: shown })}
      description={t('keys.removeDescription')}
    >
      {remover.isError ? (
        <Notify
          variant="negative"
          message={tErrors(apiFailureOf(remover.error).body?.code ?? 'INTERNAL_ERROR')}
        />
      ) : null}
      <Inline space="sm">
        <Button
          variant="danger"
          loading={remover.isPending}
          onClick={() => remover.mutate({ sub, key: pixKey.key })}
        >
          {t('keys.removeConfirm')}
        </Button>
        <Button variant="ghost" onClick={onClose} aria-disabled={remover.isPending}>
          {t('keys.cancel')}
        </Button>
      </Inline>
    </Dialog>
  );
}
