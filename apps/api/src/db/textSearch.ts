/**
 * Searching names and descriptions the way people type them: without case or accents ('joao'
 * finds 'João'). Plain SQL, so it works alike on PostgreSQL and PGlite (no unaccent extension).
 */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;
}

/**
 * The searched pattern (a parameter) folded the same way, once per run. A prepared statement's
 * generic plan, which PostgreSQL keeps after five runs, cannot fold a parameter ahead: written
 * plainly the pattern was folded again for every row read, and a year's statement search took
 * four times as long (docs/architecture/performance.md, "A search's plan").
 */
export function foldedPatternSql(parameter: string): string {
  return `(SELECT ${foldedSql(parameter)})`;
}

/** A LIKE pattern finding `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
