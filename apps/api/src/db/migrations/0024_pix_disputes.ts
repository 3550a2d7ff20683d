import type { Migration } from '../migrate';

/**
 * Disputes of a Pix (MED 2.0; docs/architecture/pix-disputes.md): the payer contests a Pix it
 * sent to another customer of this bank; what the receiving account still has of it is blocked
 * at once by a pending ledger transfer into `bank.pix_disputes`, posted and given back if the
 * dispute is upheld, voided if not. One dispute per payment, ever.
 */
export const pixDisputesMigration: Migration = {
  id: '0024_pix_disputes',
  sql: `
INSERT INTO ledger_accounts (kind, code, name) VALUES
  ('bank', 'bank.pix_disputes', 'Valores bloqueados por contestação de Pix (MED)');

CREATE TABLE pix_disputes (
  id uuid PRIMARY KEY,
  payment_id uuid NOT NULL UNIQUE REFERENCES pix_payments (id),
  end_to_end_id text NOT NULL,
  payer_account_id uuid NOT NULL REFERENCES accounts (id),
  payee_account_id uuid NOT NULL REFERENCES accounts (id),
  reason text NOT NULL CHECK (reason IN ('FRAUD', 'SCAM', 'COERCION')),
  details text NOT NULL CHECK (length(details) BETWEEN 1 AND 500),
  contested_amount bigint NOT NULL CHECK (contested_amount > 0),
  blocked_amount bigint NOT NULL CHECK (blocked_amount >= 0 AND blocked_amount <= contested_amount),
  hold_transfer_id uuid REFERENCES ledger_transfers (id),
  refund_transfer_id uuid REFERENCES ledger_transfers (id),
  status text NOT NULL CHECK (status IN ('OPEN', 'REFUNDED', 'REJECTED')),
  answer text CHECK (length(answer) BETWEEN 1 AND 500),
  answered_at timestamptz,
  opened_at timestamptz NOT NULL,
  analyse_by timestamptz NOT NULL,
  refund_by timestamptz NOT NULL,
  resolved_at timestamptz,
  CHECK ((blocked_amount > 0) = (hold_transfer_id IS NOT NULL)),
  CHECK ((status = 'OPEN') = (resolved_at IS NULL))
);
CREATE INDEX pix_disputes_payee ON pix_disputes (payee_account_id, opened_at DESC);
CREATE INDEX pix_disputes_payer ON pix_disputes (payer_account_id, opened_at DESC);
`,
};
