import type { Migration } from '../migrate';

/**
 * What a boleto prints beyond its terms (docs/architecture/boletos.md): the payer's address (the
 * Pix API's `devedor` logradouro, cidade, uf, cep, with number, complement and district) and the
 * issuer's free instructions. Both optional, and only on a charge with due date. A boleto may
 * also be issued without a Pix key (a holder with none): then it has no Pix QR Code, so only a
 * charge with due date may have no key.
 */
export const boletoPayerAddressMigration: Migration = {
  id: '0032_boleto_payer_address',
  sql: `
ALTER TABLE pix_charges ADD COLUMN payer_address jsonb;
ALTER TABLE pix_charges ADD COLUMN instructions text CHECK (length(instructions) <= 240);
ALTER TABLE pix_charges ALTER COLUMN key DROP NOT NULL;
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_key_or_boleto CHECK (key IS NOT NULL OR kind = 'cobv');
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_boleto_prints CHECK (
  kind = 'cobv' OR (payer_address IS NULL AND instructions IS NULL)
);
`,
};
