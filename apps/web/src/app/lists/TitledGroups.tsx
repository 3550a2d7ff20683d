import type { ReactNode } from 'react';
import { Heading, Stack } from '@ipe/ui';

export interface TitledGroup<T> {
  /** The section's id, which names it for assistive technology (aria-labelledby). */
  id: string;
  title: string;
  items: readonly T[];
}

export interface TitledGroupsProps<T> {
  groups: readonly TitledGroup<T>[];
  /** One item as the screen shows it, with its own key. */
  children: (item: T) => ReactNode;
}

/**
 * A list split into titled sections ("Programados", "Encerrados"), each a region named by its
 * heading; a section with nothing in it is left out.
 */
export function TitledGroups<T>({ groups, children }: TitledGroupsProps<T>) {
  return (
    <Stack space="xl">
      {groups.map((group) =>
        group.items.length > 0 ? (
          <Stack key={group.id} as="section" space="md" aria-labelledby={group.id}>
            <Heading level={2} id={group.id}>
              {group.title}
            </Heading>
            {group.items.map((item) => children(item))}
          </Stack>
        ) : null,
      )}
    </Stack>
  );
}
