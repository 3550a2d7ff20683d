import { vars } from './contract.css';

/**
 * The keyboard focus indicator every interactive component shows on `:focus-visible`: a 2 px ring
 * in the focus colour (3:1 against every surface), offset so it never hides the control's border.
 */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
} as const;
