import { style } from '@vanilla-extract/css';
import { vars } from '@ipe/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  width: '100%',
  maxWidth: vars.size.readableWidth,
  marginInline: 'auto',
});

export const wide = style({ maxWidth: 'none' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const stack = style({ display: 'grid', gap: vars.space.md });

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const mutedText = style([
  text,
  { color: vars.color.textMuted, fontSize: vars.font.size.sm },
]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const inlineLink = style({
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.focus}` },
  },
});
