import { useTranslation } from 'react-i18next';
import { Button, Dialog, Inline, Notify } from '@ipe/ui';
import { apiFailureOf } from '../api/errors';

/**
 * Asks before an action that cannot be undone (removing a key, revoking credentials, cancelling a
 * schedule): the one confirmation every feature uses. The refusal, if any, is said inside it; it
 * cannot be closed while the action is under way.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** The mutation's error, shown by its code. */
  failure?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t: tErrors } = useTranslation('errors');
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
    >
      {failure ? (
        <Notify
          variant="negative"
          message={tErrors(apiFailureOf(failure).body?.code ?? 'INTERNAL_ERROR')}
        />
      ) : null}
      <Inline space="sm">
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={onClose} aria-disabled={pending}>
          {cancelLabel}
        </Button>
      </Inline>
    </Dialog>
  );
}
