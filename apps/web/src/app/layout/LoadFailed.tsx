import { useTranslation } from 'react-i18next';
import { Button, EmptyState, type EmptyStateProps } from '@ipe/ui';

export interface LoadFailedProps {
  /** What did not load, in the feature's words ("Não foi possível carregar suas chaves"). */
  title: string;
  /** Asks the server again: the query's `refetch`. */
  onRetry: () => void;
  headingLevel?: EmptyStateProps['headingLevel'];
  /** A small button where the block is a part of a card, not the page's content. */
  size?: 'sm';
}

/**
 * What a screen shows when a read failed: what is missing and one way to ask again. One block
 * for every feature, so a failed read looks and reads the same everywhere.
 */
export function LoadFailed({ title, onRetry, headingLevel, size }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      {...(headingLevel ? { headingLevel } : {})}
      action={
        <Button variant="secondary" {...(size ? { size } : {})} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
