import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListPixApiClientsQueryKey, useRevokePixApiClient } from '@ipe/api-client/react-query';
import { Button, Dialog, Inline, Notify, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixApiClient } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
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
  const { t: tErrors } = useTranslation('errors');
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
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !revoker.isPending) onClose();
      }}
      title={t('api.revokeTitle', { name: client.name })}
      description={t('api.revokeDescription')}
    >
      {revoker.isError ? (
        <Notify
          variant="negative"
          message={tErrors(apiFailureOf(revoker.error).body?.code ?? 'INTERNAL_ERROR')}
        />
      ) : null}
      <Inline space="sm">
        <Button
          variant="danger"
          loading={revoker.isPending}
          onClick={() => revoker.mutate({ sub, clientId: client.client_id })}
        >
          {t('api.revokeConfirm')}
        </Button>
        <Button variant="ghost" onClick={onClose} aria-disabled={revoker.isPending}>
          {t('api.cancel')}
        </Button>
      </Inline>
    </Dialog>
  );
}
