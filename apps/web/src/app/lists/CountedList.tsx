import type { ReactNode } from 'react';
import { Card, EmptyState, List, Stack, Text } from '@ipe/ui';

export interface CountedListProps<T> {
  items: readonly T[];
  /** What the card says when there is nothing to list: none yet, or none matching a search. */
  empty: { title: string; description?: string | undefined };
  /** How many there are, in the feature's words ("2 de 5 chaves"); said again as it changes. */
  count: string;
  /** The list's name for assistive technology. */
  label: string;
  /** One item as the screen shows it (a ListItem), with its own key. */
  children: (item: T) => ReactNode;
}

/**
 * A list screen's body: a card saying there is nothing yet, or how many there are (a polite
 * status, so a search or a removal is heard) above the list in a card.
 */
export function CountedList<T>({ items, empty, count, label, children }: CountedListProps<T>) {
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState title={empty.title} description={empty.description} />
      </Card>
    );
  }
  return (
    <Stack space="sm">
      <Text size="sm" tone="muted" role="status">
        {count}
      </Text>
      <Card>
        <List aria-label={label}>{items.map((item) => children(item))}</List>
      </Card>
    </Stack>
  );
}
