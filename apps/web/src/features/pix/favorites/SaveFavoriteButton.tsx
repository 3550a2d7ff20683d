import { useState } from 'react';
import type { PixPayment } from '@ipe/api-client';
import { useSavePixFavorite } from '@ipe/api-client/react-query';
import { Button, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { useFavoritesChanged } from './useFavorites';
import { NicknameDialog } from './NicknameDialog';

/** On a completed payment's receipt: save whoever received it, under a name. */
export function SaveFavoriteButton({ payment }: { payment: PixPayment }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const changed = useFavoritesChanged();
  const [open, setOpen] = useState(false);
  const saver = useSavePixFavorite();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('favorites.save')}
      </Button>
      {open ? (
        <NicknameDialog
          title={t('favorites.saveTitle')}
          description={t('favorites.saveDescription')}
          initial={payment.payee.name ?? ''}
          confirm={t('favorites.saveConfirm')}
          pending={saver.isPending}
          onClose={() => setOpen(false)}
          save={async (nickname) => {
            try {
              await saver.mutateAsync({ sub, data: { payment_id: payment.id, nickname } });
            } catch (error) {
              return apiFailureOf(error);
            }
            void changed();
            setOpen(false);
            notify.positive(t('favorites.saved', { nickname }));
            return null;
          }}
        />
      ) : null}
    </>
  );
}
