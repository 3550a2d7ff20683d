/**
 * The kinds of movement a holder filters a statement by (docs/architecture/statements.md). The
 * ledger records finer kinds; each belongs to exactly one category, here and nowhere else.
 */
export const MOVEMENT_CATEGORIES = ['pix', 'transfer', 'boleto', 'card', 'fee'] as const;
export type MovementCategory = (typeof MOVEMENT_CATEGORIES)[number];

const LEDGER_KINDS: Record<MovementCategory, readonly string[]> = {
  pix: ['pix', 'pix_out', 'pix_in', 'pix_refund', 'pix_dispute'],
  transfer: ['internal_transfer', 'ted_out', 'ted_in'],
  boleto: ['boleto_payment', 'boleto_received'],
  card: ['card_purchase'],
  fee: ['fee', 'fee_refund'],
};

/** The ledger kinds a category stands for (what the server filters on). */
export function ledgerKindsOf(category: MovementCategory): readonly string[] {
  return LEDGER_KINDS[category];
}

/** The category a ledger kind belongs to; null for a kind no filter names. */
export function movementCategory(kind: string): MovementCategory | null {
  for (const category of MOVEMENT_CATEGORIES) {
    if (LEDGER_KINDS[category].includes(kind)) return category;
  }
  return null;
}

export function isMovementCategory(value: unknown): value is MovementCategory {
  return (MOVEMENT_CATEGORIES as readonly unknown[]).includes(value);
}
