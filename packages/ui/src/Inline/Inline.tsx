import { Box, type BoxProps } from '../Box';
import type { LayoutProps, ResponsiveValue, Space } from '../Box/sprinkles.css';

const JUSTIFY = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export interface InlineProps extends Omit<BoxProps, keyof LayoutProps> {
  space: ResponsiveValue<Space>;
  align?: keyof typeof JUSTIFY;
  alignY?: keyof typeof ALIGN_Y;
  /** Children that do not fit go to the next line (the default); `false` keeps one line. */
  wrap?: boolean;
}

/** Children side by side with the same gap, wrapping when they do not fit: buttons, badges, links. */
export function Inline({ space, align, alignY, wrap = true, ...rest }: InlineProps) {
  return (
    <Box
      {...rest}
      display="flex"
      flexWrap={wrap ? 'wrap' : undefined}
      gap={space}
      justifyContent={align ? JUSTIFY[align] : undefined}
      alignItems={alignY ? ALIGN_Y[alignY] : undefined}
    />
  );
}
