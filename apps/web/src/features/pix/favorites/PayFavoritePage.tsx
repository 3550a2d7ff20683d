import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import type { PixFavorite } from '@ipe/api-client';
import { useRemovePixFavorite, useRenamePixFavorite } from '@ipe/api-client/react-query';
import { pixPaymentDetails } from '@ipe/domain';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  Dialog,
  EmptyState,
  Inline,
  Link,
  Notify,
  useNotify,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { BankForm, useBankForm } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { ConfirmPixDialog } from '../payment/ConfirmPixDialog';
import { useOrder } from '../payment/useOrder';
import { PaymentDetailsFields } from '../payment/PaymentDetailsFields';
import { typedKeyText } from '../keys/keyText';
import { PIX_TEXTS } from '../texts';
import { favoriteSummary } from './FavoritesPage';
import { NicknameDialog } from './NicknameDialog';
import { useFavorites, useFavoritesChanged } from './useFavorites';

const payFavoriteForm = z.object(pixPaymentDetails.shape);

/**
 * pix/favorites/{id}: a saved recipient, paid again with an amount and the PIN (the second tap);
 * renamed or removed from here. The server pays it the way it was saved
 * (docs/architecture/pix-payments.md, "Favourites").
 */
export function PayFavoritePage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { favoriteId = '' } = useParams();
  const favorites = useFavorites();
  const favorite = favorites.data?.find((entry) => entry.id === favoriteId);

  if (favorite) return <PayFavorite favorite={favorite} />;
  return (
    <Page help="favoritos" title={t('favorites.title')}>
      {/* Read, and this one is not among them: removed, or a link from another account. */}
      <Loaded read={favorites} failed={t('favorites.loadError')} placeholder={['60%']}>
        {() => (
          <Card>
            <EmptyState
              title={t('favorites.notFound')}
              action={
                <Link asChild>
                  <RouterLink to="/bank/pix/favorites">{t('favorites.backToList')}</RouterLink>
                </Link>
              }
            />
          </Card>
        )}
      </Loaded>
    </Page>
  );
}

function PayFavorite({ favorite }: { favorite: PixFavorite }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { consult } = useConsultMode();
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const form = useBankForm(payFavoriteForm, {
    defaultValues: { amount_cents: null as unknown as number, description: '' },
  });
  const { order, propose, close } = useOrder(form);

  const review = form.handleSubmit((values) =>
    propose({
      channel: 'favorite',
      favoriteId: favorite.id,
      to: favoriteSummary(favorite),
      document: favorite.document,
      amountCents: values.amount_cents,
      description: values.description,
    }),
  );

  return (
    <Page
      help="favoritos"
      title={t('favorites.payTitle', { nickname: favorite.nickname })}
      description={t('favorites.payDescription')}
    >
      {consult ? <Notify variant="warning" message={t('payKey.consult')} /> : null}
      <Card as="section" title={t('recipient.title')} headingLevel={2} tone="muted">
        <DescriptionList
          items={[
            { term: t('recipient.name'), description: favorite.name ?? t('receipt.unknownName') },
            { term: t('recipient.document'), description: favorite.document },
            { term: t('recipient.institution'), description: favorite.institution.name },
            favorite.key && favorite.key_type
              ? {
                  term: t('recipient.key'),
                  description: typedKeyText(t, favorite.key_type, favorite.key),
                }
              : {
                  term: t('receipt.branchAccount'),
                  description: `${favorite.branch} · ${favorite.account}`,
                },
          ]}
        />
        {favorite.same_bank ? <Badge tone="positive">{t('favorites.sameBank')}</Badge> : null}
      </Card>
      <BankForm form={form} onSubmit={review}>
        <PaymentDetailsFields form={form} consult={consult} />
      </BankForm>
      <Inline space="sm">
        <Button variant="ghost" onClick={() => setEditing('rename')}>
          {t('favorites.rename')}
        </Button>
        <Button variant="ghost" onClick={() => setEditing('remove')}>
          {t('favorites.remove')}
        </Button>
      </Inline>
      {editing === 'rename' ? (
        <RenameFavorite favorite={favorite} onClose={() => setEditing(null)} />
      ) : null}
      {editing === 'remove' ? (
        <RemoveFavorite favorite={favorite} onClose={() => setEditing(null)} />
      ) : null}
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Page>
  );
}

function RenameFavorite({ favorite, onClose }: { favorite: PixFavorite; onClose: () => void }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const changed = useFavoritesChanged();
  const renamer = useRenamePixFavorite();
  return (
    <NicknameDialog
      title={t('favorites.renameTitle')}
      initial={favorite.nickname}
      confirm={t('favorites.saveConfirm')}
      pending={renamer.isPending}
      onClose={onClose}
      save={async (nickname) => {
        try {
          await renamer.mutateAsync({ sub, favoriteId: favorite.id, data: { nickname } });
        } catch (error) {
          return apiFailureOf(error);
        }
        await changed();
        onClose();
        notify.positive(t('favorites.renamed'));
        return null;
      }}
    />
  );
}

function RemoveFavorite({ favorite, onClose }: { favorite: PixFavorite; onClose: () => void }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const navigate = useNavigate();
  const changed = useFavoritesChanged();
  const remover = useRemovePixFavorite({
    mutation: {
      onSuccess: async () => {
        navigate('/bank/pix/favorites');
        notify.positive(t('favorites.removed', { nickname: favorite.nickname }));
        await changed();
      },
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remover.isPending) onClose();
      }}
      title={t('favorites.removeTitle', { nickname: favorite.nickname })}
      description={t('favorites.removeDescription')}
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
          onClick={() => remover.mutate({ sub, favoriteId: favorite.id })}
        >
          {t('favorites.removeConfirm')}
        </Button>
        <Button variant="ghost" onClick={onClose} aria-disabled={remover.isPending}>
          {t('favorites.cancel')}
        </Button>
      </Inline>
    </Dialog>
  );
}
