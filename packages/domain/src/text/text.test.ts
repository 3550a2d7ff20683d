import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_CHARACTERS, hasUnsafeCharacters, normalizeText } from './index';

describe('unsafe text characters', () => {
  it('lists every C0 and C1 control, DEL, the bidi controls and the line separators', () => {
    const codes = UNSAFE_TEXT_CHARACTERS.map((c) => c.codePointAt(0));
    for (let code = 0; code <= 0x1f; code++) expect(codes).toContain(code);
    for (let code = 0x7f; code <= 0x9f; code++) expect(codes).toContain(code);
    for (const code of [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e])
      expect(codes).toContain(code);
    for (const code of [0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029])
      expect(codes).toContain(code);
    expect(UNSAFE_TEXT_CHARACTERS).toHaveLength(32 + 33 + 1 + 2 + 5 + 4 + 2);
  });

  it.each(UNSAFE_TEXT_CHARACTERS.map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'U+%s anywhere in a text is unsafe',
    (_code, character) => {
      expect(hasUnsafeCharacters(`${character}Pix`)).toBe(true);
      expect(hasUnsafeCharacters(`Pix ${character} de João`)).toBe(true);
      expect(hasUnsafeCharacters(`Pix${character}`)).toBe(true);
    },
  );

  it('lets ordinary text of people through: accents, other scripts, emoji and their joiners', () => {
    for (const text of [
      'Pix de João — aluguel de março',
      'Padaria Ipê Amarelo Ltda.',
      'Müller & Söhne, 50% à vista',
      'مرحبا',
      'שלום',
      '日本語のテキスト',
      '👩‍👩‍👧 família',
      'R$ 1.234,56 (nº 7)',
    ]) {
      expect(hasUnsafeCharacters(text)).toBe(false);
    }
  });

  it('normalizes to NFC: a combining tilde and a precomposed ã are the same text', () => {
    const decomposed = 'Joa\u0303o';
    expect(decomposed).not.toBe('João');
    expect(normalizeText(decomposed)).toBe('João');
    expect(normalizeText('João')).toBe('João');
  });
});
