import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { list, panel, root, tab } from './Tabs.css';

export type TabsProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/**
 * Views of one subject switched in place (Radix Tabs): arrow keys move between tabs and show
 * them, Home/End jump, Tab moves into the panel. For the statement's account, card and ticket.
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root {...rest} className={clsx(root, className)} />;
}

export interface TabListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Names the set of tabs ("Extratos"). */
  'aria-label': string;
}

export function TabList({ className, ...rest }: TabListProps) {
  return <RadixTabs.List {...rest} className={clsx(list, className)} />;
}

export type TabProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;

export function Tab({ className, ...rest }: TabProps) {
  return <RadixTabs.Trigger {...rest} className={clsx(tab, className)} />;
}

export type TabPanelProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RadixTabs.Content {...rest} className={clsx(panel, className)} />;
}
