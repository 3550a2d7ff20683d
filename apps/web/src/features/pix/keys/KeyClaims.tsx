import { useTranslation } from 'react-i18next';
import {
  useAnswerPixKeyClaim,
  useCancelPixKeyClaim,
  useListPixKeyClaims,
} from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import { formatSaoPauloDateTime } from '@ipe/domain';
import { Badge, Button, Card, Inline, Stack, Text, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixKeyClaim } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { keyText } from './keyText';
import { useKeysChanged } from './useKeysChanged';

const TONE = { OPEN: 'warning', COMPLETED: 'positive', CANCELLED: 'neutral' } as const;

/**
 * The portability and ownership requests of the account: those it opened (it may give up while
 * open) and those on its keys (it gives the key or keeps it before the deadline decides).
 */
export function KeyClaims() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const claims = useListPixKeyClaims(sub, { query: { enabled: sub !== '', select: dataOf } });
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Card as="section" title={t('claims.title')} headingLevel={2}>
      <Stack as="ul" space="lg" role="list" aria-label={t('claims.listLabel')}>
        {claims.data.map((claim) => (
          <ClaimItem key={claim.id} claim={claim} />
        ))}
      </Stack>
    </Card>
  );
}

function ClaimItem({ claim }: { claim: PixKeyClaim }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const changed = useKeysChanged();
  const key = keyText(claim.key_type, claim.key);
  const deadline = formatSaoPauloDateTime(new Date(claim.resolve_by));
  const settled = (message: string) => async () => {
    notify.positive(message);
    await changed();
  };
  const failed = (error: unknown) =>
    notify.negative(tErrors(apiFailureOf(error).body?.code ?? 'INTERNAL_ERROR'));
  const cancel = useCancelPixKeyClaim({
    mutation: { onSuccess: settled(t('claims.cancelled')), onError: failed },
  });
  const answer = useAnswerPixKeyClaim({
    mutation: {
      onSuccess: (answered) =>
        settled(answered.data.status === 'COMPLETED' ? t('claims.released') : t('claims.kept'))(),
      onError: failed,
    },
  });
  const busy = cancel.isPending || answer.isPending;
  const open = claim.status === 'OPEN';

  return (
    <Stack as="li" space="xs">
      <Inline space="sm">
        <Text as="strong">{t(`claims.${claim.role}.${claim.claim_type}`, { key })}</Text>
        <Badge tone={TONE[claim.status]}>{t(`claims.statuses.${claim.status}`)}</Badge>
      </Inline>
      <Text size="sm" tone="muted">
        {open
          ? t('claims.until', { date: deadline })
          : t('claims.resolvedAt', {
              date: formatSaoPauloDateTime(new Date(claim.resolved_at ?? claim.resolve_by)),
            })}
      </Text>
      {open && claim.role === 'donor' ? (
        <Text size="sm" tone="muted">
          {t('claims.donorHint', {
            date: deadline,
            outcome: t(`claims.outcomes.${claim.claim_type}`),
          })}
        </Text>
      ) : null}
      {open ? (
        <Inline space="sm">
          {claim.role === 'claimer' ? (
            <Button
              size="sm"
              variant="secondary"
              loading={cancel.isPending}
              aria-disabled={busy}
              onClick={() => cancel.mutate({ sub, claimId: claim.id })}
            >
              {t('claims.cancel')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="primary"
                aria-disabled={busy}
                onClick={() => answer.mutate({ sub, claimId: claim.id, data: { release: false } })}
              >
                {t('claims.keep')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-disabled={busy}
                onClick={() => answer.mutate({ sub, claimId: claim.id, data: { release: true } })}
              >
                {t('claims.release')}
              </Button>
            </>
          )}
        </Inline>
      ) : null}
    </Stack>
  );
}
