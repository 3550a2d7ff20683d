import type { Migration } from '../migrate';

/**
 * A payer's open bills (DDA, `GET /v1/bank/accounts/{sub}/boletos/dda`) list the open charges
 * with due date addressed to the holder's CPF or CNPJ (pix/charges.ts,
 * `openDueChargesAddressedTo`). No index held the payer's document, so each look read every
 * charge every shop had ever issued: 57 ms at p50 among 500,000 (EXPLAIN ANALYZE, a parallel
 * sequential scan), 0.35 ms through this one. Partial: only the open ones with due date are in
 * it, so an immediate charge (the QR Code at a till) writes nothing more, and a paid or removed
 * one leaves it.
 */
export const openDueChargesByPayerMigration: Migration = {
  id: '0045_open_due_charges_by_payer',
  sql: `
CREATE INDEX pix_charges_open_due_by_payer ON pix_charges (payer_document, due_date, txid)
  WHERE kind = 'cobv' AND status = 'ATIVA';
`,
};
