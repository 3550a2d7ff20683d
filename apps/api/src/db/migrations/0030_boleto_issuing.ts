import type { Migration } from '../migrate';

/**
 * Boletos issued here, seen and paid from outside (docs/architecture/boletos.md). A charge with due
 * date gets a public identifier for its page `/boleto/{identifier}` (random, unguessable, not its
 * txid nor its number), and may be concluded by a payment at another bank, which reaches this bank
 * through boleto clearing: `paid_clearing_id` names that credit.
 */
export const boletoIssuingMigration: Migration = {
  id: '0030_boleto_issuing',
  sql: `
ALTER TABLE pix_charges ADD COLUMN public_id text UNIQUE CHECK (public_id ~ '^[0-9a-f]{32}$');
UPDATE pix_charges SET public_id = replace(gen_random_uuid()::text, '-', '') WHERE kind = 'cobv';
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_public_id CHECK ((kind = 'cobv') = (public_id IS NOT NULL));
ALTER TABLE pix_charges ADD COLUMN paid_clearing_id uuid UNIQUE;
ALTER TABLE pix_charges DROP CONSTRAINT pix_charges_paid_check;
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_paid_check CHECK (
  (status = 'CONCLUIDA') =
    (paid_end_to_end_id IS NOT NULL OR paid_boleto_payment_id IS NOT NULL OR paid_clearing_id IS NOT NULL)
);
`,
};
