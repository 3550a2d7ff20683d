import { useQueryClient } from '@tanstack/react-query';
import {
  getListPixAutomaticQueryKey,
  useCancelPixAutomaticCharge,
  useRefusePixAutomatic,
  useRevokePixAutomatic,
} from '@ipe/api-client/react-query';
import { formatBrl, formatDay } from '@ipe/domain';
import { useNotify } from '@ipe/ui';
import type { PixAutomatic } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ConfirmDialog } from '../../../app/layout/ConfirmDialog';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';

/** What the payer may undo, each asked before it is done. */
export type AutomaticAction =
  | { kind: 'refuse'; automatic: PixAutomatic }
  | { kind: 'revoke'; automatic: PixAutomatic }
  | { kind: 'cancelCharge'; automatic: PixAutomatic; charge: PixAutomatic['charges'][number] };

/** Asks before refusing a request, revoking an authorisation or cancelling one charge. */
export function AutomaticActionDialog({
  action,
  onClose,
}: {
  action: AutomaticAction;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const done = (message: string) => ({
    mutation: {
      onSuccess: async () => {
        notify.positive(message);
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListPixAutomaticQueryKey(sub) });
      },
    },
  });
  const refuser = useRefusePixAutomatic(done(t('automatic.refused')));
  const revoker = useRevokePixAutomatic(done(t('automatic.revoked')));
  const canceller = useCancelPixAutomaticCharge(done(t('automatic.chargeCancelled')));
  const receiver = action.automatic.receiver.name;

  const { mutation, texts, run } =
    action.kind === 'refuse'
      ? {
          mutation: refuser,
          texts: ['refuseTitle', 'refuseDescription', 'refuseConfirm'] as const,
          run: () => refuser.mutate({ sub, automaticId: action.automatic.id }),
        }
      : action.kind === 'revoke'
        ? {
            mutation: revoker,
            texts: ['revokeTitle', 'revokeDescription', 'revokeConfirm'] as const,
            run: () => revoker.mutate({ sub, automaticId: action.automatic.id }),
          }
        : {
            mutation: canceller,
            texts: ['cancelChargeTitle', 'cancelChargeDescription', 'cancelChargeConfirm'] as const,
            run: () => canceller.mutate({ sub, chargeId: action.charge.id }),
          };
  const [title, description, confirm] = texts;
  return (
    <ConfirmDialog
      title={t(`automatic.${title}`)}
      description={t(`automatic.${description}`, {
        receiver,
        ...(action.kind === 'cancelCharge'
          ? {
              amount: formatBrl(action.charge.amount_cents),
              day: formatDay(action.charge.due_date),
            }
          : {}),
      })}
      confirmLabel={t(`automatic.${confirm}`)}
      cancelLabel={t('automatic.keep')}
      pending={mutation.isPending}
      failure={mutation.error}
      onConfirm={run}
      onClose={onClose}
    />
  );
}
