import { style } from '@vanilla-extract/css';
import { vars } from '@ipe/ui';

export const form = style({ display: 'grid', gap: vars.space.md });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const captcha = style({ display: 'grid', gap: vars.space.xs });

export const captchaLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const captchaHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const formError = style({ margin: 0 });
