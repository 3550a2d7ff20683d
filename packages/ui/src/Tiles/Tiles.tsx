import { clsx } from 'clsx';
import { Box, type BoxProps } from '../Box';
import type { LayoutProps, ResponsiveValue, Space } from '../Box/sprinkles.css';
import { columns as columnsClass } from './Tiles.css';

export interface TilesProps extends Omit<BoxProps, keyof LayoutProps> {
  space: ResponsiveValue<Space>;
  /** Tiles a row, on every screen width. */
  columns: 2 | 3 | 4;
}

/** A grid of equal tiles (the home shortcuts); render as `ul` for a list of them. */
export function Tiles({ space, columns, className, ...rest }: TilesProps) {
  return (
    <Box {...rest} className={clsx(columnsClass[columns], className)} display="grid" gap={space} />
  );
}
