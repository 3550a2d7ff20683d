import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Notify, Skeleton, Stack, type SkeletonProps } from '@ipe/ui';
import { LoadFailed } from './LoadFailed';

/** What `Loaded` reads of a query: a generated hook's result, as it is. */
export interface LoadedRead<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  read: LoadedRead<T>;
  /** What did not load, in the feature's words ("Não foi possível carregar suas chaves"). */
  failed: string;
  /** The placeholder's lines while it loads, by width: two by default. */
  placeholder?: readonly NonNullable<SkeletonProps['width']>[];
  /** What the page shows of the data. */
  children: (data: T) => ReactNode;
}

const TWO_LINES = ['60%', '40%'] as const;

/**
 * A screen's read in its states, the same on every screen: what it shows of the data; a card
 * saying what did not load, with a way to ask again; or a busy card of placeholder lines. Data is
 * looked at first: when a refetch in the background fails (after a change, say), what was read
 * before stays on screen under a notice that it may be out of date, with the same way to ask again.
 */
export function Loaded<T>({ read, failed, placeholder = TWO_LINES, children }: LoadedProps<T>) {
  if (read.data !== undefined) {
    if (!read.isError) return <>{children(read.data)}</>;
    return (
      <>
        <StaleNotice onRetry={() => void read.refetch()} />
        {children(read.data)}
      </>
    );
  }
  if (read.isError) {
    return (
      <Card>
        <LoadFailed title={failed} onRetry={() => void read.refetch()} />
      </Card>
    );
  }
  return (
    <Card aria-busy="true">
      {placeholder.map((width, line) => (
        <Skeleton key={line} shape="text" width={width} />
      ))}
    </Card>
  );
}

/** Said politely when it appears: the person was not waiting for it, and nothing was lost. */
function StaleNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notify
      variant="warning"
      data-testid="stale-notice"
      message={
        <Stack as="span" space="sm" align="start">
          <span>{t('common.stale')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      }
    />
  );
}
