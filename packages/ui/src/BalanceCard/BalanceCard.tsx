import { clsx } from 'clsx';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@ipe/domain';
import { VisuallyHidden } from 'radix-ui';
import { Amount } from '../Amount';
import { Skeleton } from '../Skeleton';
import {
  actionButton,
  balanceCard,
  errorMessage,
  header,
  title as titleClass,
  toggle,
  valueRow,
  valueSkeleton,
} from './BalanceCard.css';
import { VisibilityIcon } from './VisibilityIcon';
import { useUiMessages } from '../Locale';

export interface BalanceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Available balance in integer centavos; ignored while loading or on error. */
  balance: Cents;
  /** Controlled visibility (the shared `isShowBalance`); leave undefined to let the card keep it. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  loading?: boolean;
  /** True (or a message) when fetching the balance failed. */
  error?: boolean | string;
  onRetry?: () => void;
  title?: string;
  toggleLabel?: string;
  loadingLabel?: string;
  errorText?: string;
  retryLabel?: string;
  /** Extra content under the value, e.g. a link to the statement. */
  footer?: ReactNode;
}

/** The account balance with the show/hide toggle, loading and error states. */
export function BalanceCard({
  balance,
  visible,
  defaultVisible = false,
  onVisibleChange,
  loading = false,
  error = false,
  onRetry,
  title: titleProp,
  toggleLabel: toggleLabelProp,
  loadingLabel: loadingLabelProp,
  errorText: errorTextProp,
  retryLabel: retryLabelProp,
  footer,
  className,
  ...rest
}: BalanceCardProps) {
  const messages = useUiMessages();
  const title = titleProp === undefined ? messages.balanceTitle : titleProp;
  const toggleLabel = toggleLabelProp === undefined ? messages.showBalance : toggleLabelProp;
  const loadingLabel = loadingLabelProp === undefined ? messages.loadingBalance : loadingLabelProp;
  const errorText = errorTextProp === undefined ? messages.balanceError : errorTextProp;
  const retryLabel = retryLabelProp === undefined ? messages.retry : retryLabelProp;
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const shown = visible ?? ownVisible;
  const titleId = useId();

  const toggleVisible = () => {
    const next = !shown;
    if (visible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={valueRow} role="status">
        <Skeleton shape="text" width="60%" className={valueSkeleton} />
        <VisuallyHidden.Root>{loadingLabel}</VisuallyHidden.Root>
      </div>
    );
  } else if (error) {
    body = (
      <div className={valueRow}>
        <p className={errorMessage} role="alert">
          {typeof error === 'string' ? error : errorText}
        </p>
        {onRetry ? (
          <button type="button" className={actionButton} onClick={onRetry}>
            {retryLabel}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className={valueRow}>
        <Amount value={balance} hidden={!shown} size="xl" />
      </div>
    );
  }

  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={clsx(balanceCard, className)}
    >
      <div className={header}>
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>
        <button
          type="button"
          className={toggle}
          aria-pressed={shown}
          aria-label={toggleLabel}
          onClick={toggleVisible}
          disabled={loading || Boolean(error)}
        >
          <VisibilityIcon visible={shown} />
        </button>
      </div>
      {body}
      {footer}
    </section>
  );
}
