import type { ReactNode } from 'react';
import { Card, Skeleton, type SkeletonProps } from '@ipe/ui';
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
 * A screen's read in its three states, the same on every screen: what it shows of the data; a
 * card saying what did not load, with a way to ask again; or a busy card of placeholder lines.
 * Data is looked at first, so a refetch in the background that fails leaves on screen what was
 * read before instead of replacing it with the failure.
 */
export function Loaded<T>({ read, failed, placeholder = TWO_LINES, children }: LoadedProps<T>) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
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
