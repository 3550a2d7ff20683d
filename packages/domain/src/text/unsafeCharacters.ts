/**
 * Characters no text field of the product accepts (docs/security/threat-model.md, "Text another
 * person reads"): the C0 and C1 control characters and DEL, which databases and terminals treat
 * specially (PostgreSQL refuses U+0000 outright); the bidirectional marks, embeddings, overrides
 * and isolates, which make a statement line read differently from what it says (U+202E turns
 * "Pix de João exe.sdrawkcab" around); and the Unicode line and paragraph separators, which break
 * one-line fields apart. Ordinary text of every script, accents, emoji and their joiners pass.
 */
export const UNSAFE_TEXT_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** Every character UNSAFE_TEXT_CHARACTER matches, for exhaustive tests. */
export const UNSAFE_TEXT_CHARACTERS: readonly string[] = Object.freeze(
  [
    [0x00, 0x1f],
    [0x7f, 0x9f],
    [0x61c, 0x61c],
    [0x200e, 0x200f],
    [0x202a, 0x202e],
    [0x2066, 0x2069],
    [0x2028, 0x2029],
  ].flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)),
  ),
);

/** True when `text` holds a character no text field accepts. */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_TEXT_CHARACTER.test(text);
}

/**
 * The one form text is kept in: Unicode NFC, so "João" typed with a combining tilde and with a
 * precomposed "ã" is the same name, the same key and the same length everywhere.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC');
}
