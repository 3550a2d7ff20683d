/**
 * A mask pattern: `9` takes a digit, `A` a digit or an uppercase letter (the alphanumeric CNPJ),
 * any other character is written as it stands ("999.999.999-99").
 */
export type MaskPattern = string;

const slots: Record<string, RegExp> = { '9': /^[0-9]$/, A: /^[0-9A-Z]$/ };

function isSlot(patternChar: string | undefined): boolean {
  return patternChar !== undefined && patternChar in slots;
}

/** How many characters of `raw` a pattern holds. */
export function slotCount(pattern: MaskPattern): number {
  return [...pattern].filter(isSlot).length;
}

/**
 * Lays `input` into `pattern`: characters that fit the next slot are kept (letters uppercased),
 * others are dropped, separators are written only between kept characters (never trailing, so
 * Backspace is never stuck on a "-"). Answers the text to show and the raw characters kept.
 */
export function applyMask(pattern: MaskPattern, input: string): { text: string; raw: string } {
  let text = '';
  let raw = '';
  let position = 0;
  for (const char of input.toUpperCase()) {
    let separators = '';
    let slot = position;
    while (slot < pattern.length && !isSlot(pattern[slot])) separators += pattern[slot++];
    if (slot >= pattern.length) break;
    const accepts = slots[pattern[slot] as string] as RegExp;
    if (!accepts.test(char)) continue;
    text += separators + char;
    raw += char;
    position = slot + 1;
  }
  return { text, raw };
}

/** Index in masked `text` just after its `count`-th raw character (0 → start). */
export function caretAfterRaw(pattern: MaskPattern, text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (isSlot(pattern[index]) && ++seen === count) return index + 1;
  }
  return text.length;
}
