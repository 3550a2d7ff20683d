import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardPurchase, DebitCard } from '../../app/api/types';
import {
  getGetDebitCardQueryKey,
  useBlockDebitCard,
  useGetDebitCard,
  useListCardPurchases,
  useUnblockDebitCard,
} from '@ipe/api-client/react-query';
import { setField } from '@ipe/domain';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  Inline,
  Notify,
  Stack,
  TransactionList,
  useNotify,
  type Transaction,
} from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Loaded } from '../../app/layout/Loaded';
import { Page } from '../../app/layout/Page';
import { useClientState } from '../../app/session/clientStateContext';
import { useSession } from '../../app/session/sessionContext';
import { STATEMENT_TEXTS } from './texts';

/**
 * The debit card's statement (docs/architecture/cards.md): the card (masked, its state, block and
 * unblock) and its purchases as the network sent them, each with its state: held (pending),
 * settled, reversed or declined.
 */
export function StatementCardPage() {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const { state, dispatch } = useClientState();
  const sub = useSession().session.accountId ?? '';
  const card = useGetDebitCard(sub, { query: { select: (answer) => answer.data } });
  // Purchases change from outside (the network settles, reverses): each visit reads them again.
  const purchases = useListCardPurchases(sub, {
    query: { select: (answer) => answer.data, staleTime: 0 },
  });
  const toLine = (purchase: CardPurchase): Transaction => {
    const status =
      purchase.status === 'settled'
        ? undefined
        : purchase.status === 'declined'
          ? t(
              purchase.decline_reason === 'CARD_BLOCKED'
                ? 'card.declined.blocked'
                : 'card.declined.funds',
            )
          : t(`card.status.${purchase.status}`);
    return {
      id: purchase.id,
      description: purchase.merchant,
      detail: `${purchase.city} · ${t(`card.categories.${purchase.category}`)}`,
      amount: purchase.amount_cents,
      direction: 'debit',
      occurredAt: purchase.authorized_at,
      ...(status ? { status } : {}),
    };
  };

  return (
    <Page help="cartao" title={t('card.title')}>
      <Loaded read={card} failed={t('card.loadError')} placeholder={['60%']}>
        {(debitCard) => <CardPanel card={debitCard} />}
      </Loaded>
      <Card
        as="section"
        title={t('card.purchases')}
        padding="sm"
        action={
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={state.isShowBalance}
            onClick={() => dispatch(setField('isShowBalance', !state.isShowBalance))}
          >
            {t('card.showAmounts')}
          </Button>
        }
      >
        {purchases.isError ? (
          <LoadFailed
            title={t('card.purchasesError')}
            headingLevel={3}
            onRetry={() => void purchases.refetch()}
          />
        ) : (
          <TransactionList
            transactions={(purchases.data ?? []).map(toLine)}
            loading={purchases.isPending}
            hideAmounts={!state.isShowBalance}
            headingLevel={3}
            emptyTitle={t('card.empty')}
            emptyDescription={t('card.emptyDescription')}
          />
        )}
      </Card>
    </Page>
  );
}

function CardPanel({ card }: { card: DebitCard }) {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const { t: tCommon } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const done = (message: string) => ({
    mutation: {
      onSuccess: (answer: { data: DebitCard }) => {
        queryClient.setQueryData(getGetDebitCardQueryKey(sub), answer);
        notify.positive(message);
      },
    },
  });
  const block = useBlockDebitCard(done(t('card.blocked')));
  const unblock = useUnblockDebitCard(done(t('card.unblocked')));
  const blocked = card.status === 'blocked';
  const failure = block.error ?? unblock.error;

  return (
    <Card as="section" title={t('card.cardTitle')} headingLevel={2}>
      <Stack space="md">
        <DescriptionList
          items={[
            { term: t('card.number'), description: card.masked_number },
            { term: t('card.brand'), description: card.brand },
            { term: t('card.expires'), description: card.expires },
            {
              term: t('card.state'),
              description: (
                <Badge tone={blocked ? 'warning' : 'positive'}>
                  {t(blocked ? 'card.stateBlocked' : 'card.stateActive')}
                </Badge>
              ),
            },
          ]}
        />
        <Inline space="sm">
          {blocked ? (
            <Button loading={unblock.isPending} onClick={() => unblock.mutate({ sub })}>
              {t('card.unblock')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={block.isPending}
              onClick={() => block.mutate({ sub })}
            >
              {t('card.block')}
            </Button>
          )}
        </Inline>
        {failure && !block.isPending && !unblock.isPending ? (
          <Notify variant="negative" message={failureMessage(tCommon, apiFailureOf(failure))} />
        ) : null}
      </Stack>
    </Card>
  );
}
