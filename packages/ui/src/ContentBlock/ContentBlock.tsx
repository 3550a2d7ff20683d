import { Box, type BoxProps } from '../Box';
import type { LayoutProps } from '../Box/sprinkles.css';

export interface ContentBlockProps extends Omit<BoxProps, keyof LayoutProps> {
  /** `readable` keeps a column short enough to read; `full` lets a dashboard use the width. */
  width?: 'readable' | 'full';
}

/** Centres its content in a column of readable width. */
export function ContentBlock({ width = 'readable', ...rest }: ContentBlockProps) {
  return (
    <Box
      {...rest}
      width="full"
      maxWidth={width === 'readable' ? 'readable' : 'none'}
      marginInline="auto"
    />
  );
}
