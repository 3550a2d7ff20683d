import { style } from '@vanilla-extract/css';
import { media, vars } from '@ipe/ui';

export const form = style({ display: 'grid', gap: vars.space.md });

/** Two columns of short fields on wide screens, one on phones. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** A dt/dd pair grouped for the markup, laid out by the list's grid. */
export const detailRow = style({ display: 'contents' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A user's badges, on their own line under the e-mail and role. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});

/** The holder's actions on a row: stacked on phones so the name keeps its width. */
export const rowActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  '@media': { [media.desktop]: { flexDirection: 'row', gap: vars.space.sm } },
});
