import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Notify, Skeleton, Stack, type SkeletonProps } from '@ipe/ui';
import { apiFailureOf, type ApiFailure } from '../api/errors';
import { failureMessage } from '../api/failureText';
import { LoadFailed } from './LoadFailed';

/** What `Loaded` reads of a query: a generated hook's result, as it is. */
export interface LoadedRead<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  read: LoadedRead<T>;
  /** What did not load, in the feature's words ("Não foi possível carregar suas chaves"). */
  failed: string;
  /**
   * What to say when the server refused the read (a 404, say) where its code's own words will
   * not do: on a signed-out screen, whose texts do not carry the bank's codes, or where they are
   * written for someone else (a charge's payer, on the page of its issuer).
   */
  refused?: string;
  /** A way on after a refusal, where the page has one (a link back to the list it came from). */
  refusedAction?: ReactNode;
  /** The placeholder's lines while it loads, by width: two by default. */
  placeholder?: readonly NonNullable<SkeletonProps['width']>[];
  /** What the page shows of the data. */
  children: (data: T) => ReactNode;
}

const TWO_LINES = ['60%', '40%'] as const;

/**
 * A screen's read in its states, the same on every screen: what it shows of the data; a card
 * saying what did not load, with a way to ask again (or, when the server refused the read, why,
 * with none); or a busy card of placeholder lines. Data is looked at first: when a refetch in the
 * background fails (after a change, say), what was read before stays on screen under a notice
 * that it may be out of date, with the same way to ask again.
 */
export function Loaded<T>({
  read,
  failed,
  refused,
  refusedAction,
  placeholder = TWO_LINES,
  children,
}: LoadedProps<T>) {
  const { t } = useTranslation();
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
    const failure = apiFailureOf(read.error);
    // Asking again would get the same answer: the refusal in its own words, and no button.
    if (isRefusal(failure)) {
      return (
        <Card>
          <EmptyState title={refused ?? failureMessage(t, failure)} action={refusedAction} />
        </Card>
      );
    }
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

/** A 4xx but for a timeout or too many requests: the same read would be refused again. */
const isRefusal = ({ status }: ApiFailure) =>
  status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;

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
