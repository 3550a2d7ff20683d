import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { darkColors, lightColors, type ColorTokens } from './palette';

type Token = keyof ColorTokens;

/** Text (and icons that carry meaning as text) must reach 4.5:1 on every surface it sits on. */
const textPairs: Array<[Token, Token]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brandText', 'background'],
  ['brandText', 'surface'],
  ['brandText', 'brandSurface'],
  ['onBrandSurface', 'brandSurface'],
  ['positiveText', 'background'],
  ['positiveText', 'surface'],
  ['onPositiveSurface', 'positiveSurface'],
  ['warningText', 'background'],
  ['warningText', 'surface'],
  ['onWarningSurface', 'warningSurface'],
  ['onNegative', 'negative'],
  ['onNegative', 'negativeText'],
  ['negativeText', 'background'],
  ['negativeText', 'surface'],
  ['onNegativeSurface', 'negativeSurface'],
  ['qrForeground', 'qrBackground'],
];

/** Component boundaries, states and focus indicators must reach 3:1 (WCAG 1.4.11). */
const uiPairs: Array<[Token, Token]> = [
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceMuted'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['brand', 'background'],
  ['brand', 'surface'],
  ['positive', 'surface'],
  ['warning', 'surface'],
  ['negative', 'surface'],
  ['negativeText', 'surfaceMuted'],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFFFFF', '#767676')).toBe(contrastRatio('#767676', '#FFFFFF'));
  });

  it('refuses anything but an opaque #RRGGBB colour', () => {
    expect(() => relativeLuminance('rgba(0, 0, 0, 0.5)')).toThrow();
    expect(() => relativeLuminance('#FFF')).toThrow();
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme', (_name, colors) => {
  it.each(textPairs)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('UI %s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
