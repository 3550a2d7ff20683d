import { clsx } from 'clsx';
import { Box, type BoxProps } from '../Box';
import type { LayoutProps, ResponsiveValue, Space } from '../Box/sprinkles.css';
import { fullRow, template } from './Columns.css';

export interface ColumnsProps extends Omit<BoxProps, keyof LayoutProps> {
  space: ResponsiveValue<Space>;
  /** The columns' widths on wide screens: equal, or the first twice the second. */
  widths?: keyof typeof template;
  /** On wide screens, children keep their own height instead of matching the tallest. */
  alignY?: 'stretch' | 'top';
}

/**
 * Two columns on wide screens, one under the other on phones: a dashboard's cards, a row of
 * short fields (street and number).
 */
export function Columns({
  space,
  widths = '1/1',
  alignY = 'stretch',
  className,
  ...rest
}: ColumnsProps) {
  return (
    <Box
      {...rest}
      className={clsx(template[widths], className)}
      display="grid"
      gap={space}
      alignItems={alignY === 'top' ? { desktop: 'flex-start' } : undefined}
    />
  );
}

export interface ColumnProps extends Omit<BoxProps, keyof LayoutProps> {
  /** `full` takes the whole row on wide screens (a list under two cards). */
  width?: 'content' | 'full';
}

/** A child of Columns that needs to say its width; other children need no wrapper. */
export function Column({ width = 'content', className, ...rest }: ColumnProps) {
  return <Box {...rest} className={clsx(width === 'full' && fullRow, className)} />;
}
