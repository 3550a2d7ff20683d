import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListPixSchedulesQueryKey, useCancelPixSchedule } from '@ipe/api-client/react-query';
import { Button, Dialog, Inline, Notify, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixSchedule } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';

/** Asks before cancelling a schedule: none of its payments is made from then on. */
export function CancelScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: PixSchedule;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canceller = useCancelPixSchedule({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('scheduling.cancelled'));
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListPixSchedulesQueryKey(sub) });
      },
    },
  });
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !canceller.isPending) onClose();
      }}
      title={t('scheduling.cancelTitle')}
      description={t('scheduling.cancelDescription')}
    >
      {canceller.isError ? (
        <Notify
          variant="negative"
          message={tErrors(apiFailureOf(canceller.error).body?.code ?? 'INTERNAL_ERROR')}
        />
      ) : null}
      <Inline space="sm">
        <Button
          variant="danger"
          loading={canceller.isPending}
          onClick={() => canceller.mutate({ sub, scheduleId: schedule.id })}
        >
          {t('scheduling.cancelConfirm')}
        </Button>
        <Button variant="ghost" onClick={onClose} aria-disabled={canceller.isPending}>
          {t('scheduling.keep')}
        </Button>
      </Inline>
    </Dialog>
  );
}
