import type { Migration } from '../migrate';

/**
 * Charges with due date (`cobv`, boleto with Pix; docs/architecture/pix-receiving.md): the same
 * table as immediate charges, so listing, cancelling and paying once work alike. A `cobv` has no
 * validity in seconds but a due date, days of validity after it, a named payer, its fine,
 * interest, abatement and discount, and a boleto number (nosso número) for its bank barcode.
 */
export const pixDueChargesMigration: Migration = {
  id: '0023_pix_due_charges',
  sql: `
CREATE SEQUENCE pix_boleto_numbers;
ALTER TABLE pix_charges ADD COLUMN kind text NOT NULL DEFAULT 'cob' CHECK (kind IN ('cob', 'cobv'));
ALTER TABLE pix_charges ALTER COLUMN expires_in DROP NOT NULL;
ALTER TABLE pix_charges ADD COLUMN due_date date;
ALTER TABLE pix_charges ADD COLUMN validity_after_due integer
  CHECK (validity_after_due BETWEEN 0 AND 365);
ALTER TABLE pix_charges ADD COLUMN fine_bps integer CHECK (fine_bps BETWEEN 0 AND 200);
ALTER TABLE pix_charges ADD COLUMN monthly_interest_bps integer
  CHECK (monthly_interest_bps BETWEEN 0 AND 1000);
ALTER TABLE pix_charges ADD COLUMN abatement bigint CHECK (abatement > 0);
ALTER TABLE pix_charges ADD COLUMN discount bigint CHECK (discount > 0);
ALTER TABLE pix_charges ADD COLUMN discount_until date;
ALTER TABLE pix_charges ADD COLUMN boleto_number bigint UNIQUE;
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_kind_validity
  CHECK ((kind = 'cob') = (expires_in IS NOT NULL));
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_due_terms CHECK (kind = 'cob' OR (
  due_date IS NOT NULL AND validity_after_due IS NOT NULL AND boleto_number IS NOT NULL
  AND payer_name IS NOT NULL AND payer_document IS NOT NULL AND NOT amount_editable));
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_discount_until
  CHECK ((discount IS NULL) = (discount_until IS NULL) AND discount_until <= due_date);
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_something_to_pay
  CHECK (coalesce(abatement, 0) + coalesce(discount, 0) < amount);
`,
};
