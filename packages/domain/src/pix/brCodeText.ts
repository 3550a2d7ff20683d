/**
 * Name, city and description as a BR Code carries them: accents removed (NFD, then the combining
 * marks dropped: 'São Paulo' → 'Sao Paulo'), anything outside printable ASCII dropped, runs of
 * spaces collapsed and the ends trimmed. Case is kept, as in the central bank's own examples.
 * With `maxLength`, the result is cut there (and trimmed again).
 */
export function toBrCodeText(text: string, maxLength?: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return maxLength === undefined ? ascii : ascii.slice(0, maxLength).trimEnd();
}
