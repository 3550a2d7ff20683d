/**
 * Media- and container-query widths. Plain constants, not CSS variables: custom properties cannot
 * be used inside `@media` or `@container`. Desktop layout (sidebar navigation) starts at 48em (768
 * px at the default font size); a component narrower than `narrowContainer` (448 px: a card on a
 * phone) stacks what it shows side by side.
 */
export const breakpoints = {
  desktop: '48em',
  narrowContainer: '28em',
} as const;

export const media = {
  desktop: `screen and (min-width: ${breakpoints.desktop})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** For `@container` inside a component that declares `containerType: 'inline-size'`. */
export const container = {
  narrow: `(max-width: ${breakpoints.narrowContainer})`,
} as const;
