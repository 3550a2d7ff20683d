/**
 * Up to two initials for a person's or company's name: first and last word, ignoring Portuguese
 * connectives ("da", "de", "do", "dos", "e"), uppercased. "Maria da Silva" → "MS".
 */
export function initialsOf(name: string): string {
  const connectives = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e']);
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0 && !connectives.has(word.toLowerCase()));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter(Boolean).map((word) => Array.from(word as string)[0] ?? '');
  return letters.join('').toLocaleUpperCase('pt-BR');
}
