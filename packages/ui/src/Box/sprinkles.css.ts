import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from '../theme';

/*
 * The layout vocabulary screens compose from (Braid's Box): every value is a theme token, so a
 * screen cannot write a literal size, and each property can differ on phones and desktops.
 */
const space = { none: '0', ...vars.space };

const responsive = defineProperties({
  conditions: { mobile: {}, desktop: { '@media': media.desktop } },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-flex', 'flex', 'grid', 'contents'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap', 'wrap-reverse'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    alignContent: ['start', 'center', 'end', 'stretch'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    justifyItems: ['start', 'center', 'stretch'],
    gap: space,
    rowGap: space,
    columnGap: space,
    padding: space,
    paddingBlock: space,
    paddingInline: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: { paddingY: ['paddingBlock'], paddingX: ['paddingInline'] },
});

const fixed = defineProperties({
  properties: {
    width: { full: '100%' },
    maxWidth: { readable: vars.size.readableWidth, none: 'none' },
    marginInline: { auto: 'auto' },
    overflowX: ['auto', 'hidden'],
    overflowWrap: ['anywhere'],
  },
});

export const sprinkles = createSprinkles(responsive, fixed);
export type Sprinkles = Parameters<typeof sprinkles>[0];
/** The props a layout component sets itself; the space around it stays its user's to set. */
export type LayoutProps = Omit<Sprinkles, 'marginBlockStart' | 'marginBlockEnd'>;
export type Space = keyof typeof space;
export type ResponsiveValue<T> = T | { mobile?: T; desktop?: T };
