import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { CloseIcon } from './CloseIcon';
import {
  body,
  closeButton,
  message as messageClass,
  notify,
  title as titleClass,
} from './Notify.css';
import { useUiMessages } from '../Locale';

export type NotifyVariant = 'negative' | 'warning' | 'positive';

export interface NotifyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant: NotifyVariant;
  message: ReactNode;
  title?: ReactNode;
  /** Shows the close button. */
  onClose?: () => void;
  closeLabel?: string;
  /** Spoken before the message, so the kind is not told by colour alone. */
  variantLabels?: Record<NotifyVariant, string>;
  /**
   * Whether the notification is its own live region (alert for negative, status otherwise). A
   * container that is already a live region turns this off so nothing is announced twice.
   */
  live?: boolean;
}

const defaultVariantLabels: Record<NotifyVariant, string> = {
  negative: 'Erro',
  warning: 'Atenção',
  positive: 'Sucesso',
};

/**
 * One notification. Negative ones are alerts (announced at once); the others are polite statuses.
 * Usually shown through `useNotify()`, which stacks them and closes them on time.
 */
export function Notify({
  variant,
  message,
  title,
  onClose,
  closeLabel: closeLabelProp,
  variantLabels = defaultVariantLabels,
  live = true,
  className,
  ...rest
}: NotifyProps) {
  const messages = useUiMessages();
  const closeLabel = closeLabelProp === undefined ? messages.closeNotification : closeLabelProp;
  return (
    <div
      {...rest}
      role={live ? (variant === 'negative' ? 'alert' : 'status') : undefined}
      className={clsx(notify({ variant }), className)}
    >
      <div className={body}>
        {title ? (
          <p className={titleClass}>{title}</p>
        ) : (
          <VisuallyHidden.Root>{variantLabels[variant]}: </VisuallyHidden.Root>
        )}
        <p className={messageClass}>{message}</p>
      </div>
      {onClose ? (
        <button type="button" className={closeButton} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
