import { useQueryClient } from '@tanstack/react-query';
import { getListPixSchedulesQueryKey, useCancelPixSchedule } from '@ipe/api-client/react-query';
import { useNotify } from '@ipe/ui';
import type { PixSchedule } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ConfirmDialog } from '../../../app/layout/ConfirmDialog';
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
    <ConfirmDialog
      title={t('scheduling.cancelTitle')}
      description={t('scheduling.cancelDescription')}
      confirmLabel={t('scheduling.cancelConfirm')}
      cancelLabel={t('scheduling.keep')}
      pending={canceller.isPending}
      failure={canceller.error}
      onConfirm={() => canceller.mutate({ sub, scheduleId: schedule.id })}
      onClose={onClose}
    />
  );
}
