/**
 * Media-query widths. Plain constants, not CSS variables: custom properties cannot be used inside
 * `@media`. Desktop layout (sidebar navigation) starts at 48em (768 px at the default font size).
 */
export const breakpoints = {
  desktop: '48em',
} as const;

export const media = {
  desktop: `screen and (min-width: ${breakpoints.desktop})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
