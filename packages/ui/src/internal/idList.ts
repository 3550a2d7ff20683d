/**
 * An aria-describedby (or -labelledby) value from the ids that apply: the ids joined by spaces,
 * or undefined when none does, so the attribute is left out rather than empty.
 */
export function idList(...ids: Array<string | null | undefined | false>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
