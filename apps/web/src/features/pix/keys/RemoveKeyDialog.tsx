import { useDeletePixKey } from '@ipe/api-client/react-query';
import { useNotify } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ConfirmDialog } from '../../../app/layout/ConfirmDialog';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { keyText } from './keyText';
import { useKeysChanged } from './useKeysChanged';

/** Asks before deleting a key: it is free for anyone at once, and its open charges stop. */
export function RemoveKeyDialog({ pixKey, onClose }: { pixKey: PixKey; onClose: () => void }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
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
    <ConfirmDialog
      title={t('keys.removeTitle', { key: shown })}
      description={t('keys.removeDescription')}
      confirmLabel={t('keys.removeConfirm')}
      cancelLabel={t('keys.cancel')}
      pending={remover.isPending}
      failure={remover.error}
      onConfirm={() => remover.mutate({ sub, key: pixKey.key })}
      onClose={onClose}
    />
  );
}
