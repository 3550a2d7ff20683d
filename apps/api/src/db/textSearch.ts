/**
 * Searching names and descriptions the way people type them: without case or accents ('joao'
 * finds 'João'). Plain SQL, so it works alike on PostgreSQL and PGlite (no unaccent extension).
 */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;
}

/** A LIKE pattern finding `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
