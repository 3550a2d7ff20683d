import type { Migration } from '../migrate';

/**
 * The fee table's description says what each fee is counted by; settings shows it after the price
 * ("Grátis · Por Pix recebido."). A free fee's description repeated the price instead ("Grátis ·
 * Grátis."). The amounts are untouched.
 */
export const feeDescriptionsSayWhatIsCountedMigration: Migration = {
  id: '0047_fee_descriptions_say_what_is_counted',
  sql: `
UPDATE account_fees SET description = 'Por Pix recebido.' WHERE code = 'pix_in' AND description = 'Grátis.';
UPDATE account_fees SET description = 'Por TED enviada.' WHERE code = 'ted_out' AND description = 'Grátis.';
UPDATE account_fees SET description = 'Por boleto pago.' WHERE code = 'boleto_issue' AND description = 'Grátis.';
UPDATE account_fees SET description = 'Sem limite de quantidade.'
  WHERE code = 'pix_out' AND description = 'Grátis e sem limite de quantidade.';
`,
};
