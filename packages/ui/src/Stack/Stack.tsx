import { Box, type BoxProps } from '../Box';
import type { LayoutProps, ResponsiveValue, Space } from '../Box/sprinkles.css';

export interface StackProps extends Omit<BoxProps, keyof LayoutProps> {
  /** The gap between children, a theme space token. */
  space: ResponsiveValue<Space>;
  /** Children keep their own width (`start`) instead of stretching across. */
  align?: 'stretch' | 'start';
}

/** Children one under another with the same gap: forms, a page's sections, a card's content. */
export function Stack({ space, align = 'stretch', ...rest }: StackProps) {
  return (
    <Box
      {...rest}
      display="grid"
      gap={space}
      alignContent="start"
      justifyItems={align === 'start' ? 'start' : undefined}
    />
  );
}
