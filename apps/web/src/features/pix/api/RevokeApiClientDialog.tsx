import { useQueryClient } from '@tanstack/react-query';
import { getListPixApiClientsQueryKey, useRevokePixApiClient } from '@ipe/api-client/react-query';
import { useNotify } from '@ipe/ui';
import type { PixApiClient } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ConfirmDialog } from '../../../app/layout/ConfirmDialog';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';

/** Asks before revoking credentials: the system using them stops at once. */
export function RevokeApiClientDialog({
  client,
  onClose,
}: {
  client: PixApiClient;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const revoker = useRevokePixApiClient({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('api.revoked', { name: client.name }));
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListPixApiClientsQueryKey(sub) });
      },
    },
  });
  return (
    <ConfirmDialog
      title={t('api.revokeTitle', { name: client.name })}
      description={t('api.revokeDescription')}
      confirmLabel={t('api.revokeConfirm')}
      cancelLabel={t('api.cancel')}
      pending={revoker.isPending}
      failure={revoker.error}
      onConfirm={() => revoker.mutate({ sub, clientId: client.client_id })}
      onClose={onClose}
    />
  );
}
