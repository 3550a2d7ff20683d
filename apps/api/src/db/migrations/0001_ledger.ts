import type { Migration } from '../migrate';

/**
 * Double-entry ledger, TigerBeetle-style: each ledger account keeps posted and pending debit and
 * credit totals; every movement is one transfer row with a debit and a credit account.
 *
 * - Customer accounts may never owe the bank: debits (posted + pending) never exceed posted
 *   credits. The service checks first to answer a clear error; the CHECK is the last line of
 *   defence should any code path forget.
 * - Bank-side accounts (settlement at the central bank, clearing, fee revenue) may go negative:
 *   an incoming Pix debits Pix settlement and credits a customer, so the sum of all accounts is
 *   always zero.
 * - The idempotency key is unique: retrying a request can never move money twice.
 */
export const ledgerMigration: Migration = {
  id: '0001_ledger',
  sql: `
CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('customer', 'bank')),
  code text UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9_.:-]{0,99}$'),
  name text NOT NULL,
  debits_posted bigint NOT NULL DEFAULT 0 CHECK (debits_posted >= 0),
  credits_posted bigint NOT NULL DEFAULT 0 CHECK (credits_posted >= 0),
  debits_pending bigint NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
  credits_pending bigint NOT NULL DEFAULT 0 CHECK (credits_pending >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_bank_has_code CHECK (kind <> 'bank' OR code IS NOT NULL),
  CONSTRAINT ledger_accounts_no_overdraft
    CHECK (kind = 'bank' OR debits_posted + debits_pending <= credits_posted)
);

CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Monotonic order for statements and keyset paging (created_at ties within a transaction).
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 300),
  -- SHA-256 of the canonical request: the same key with another body is a conflict.
  request_hash text NOT NULL,
  debit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'voided')),
  -- Was it created two-phase? A posted transfer that once was pending keeps this true.
  two_phase boolean NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.]{0,63}$'),
  description text CHECK (length(description) <= 200),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_phase CHECK (
    (two_phase AND (status = 'pending') = (resolved_at IS NULL))
    OR (NOT two_phase AND status = 'posted' AND resolved_at IS NULL)
  )
);

-- Statements read an account's movements newest first, on either side of the transfer.
CREATE INDEX ledger_transfers_debit_seq ON ledger_transfers (debit_account_id, seq DESC);
CREATE INDEX ledger_transfers_credit_seq ON ledger_transfers (credit_account_id, seq DESC);
CREATE INDEX ledger_transfers_pending ON ledger_transfers (created_at) WHERE status = 'pending';

INSERT INTO ledger_accounts (kind, code, name) VALUES
  ('bank', 'bank.pix_settlement', 'Liquidação Pix (conta PI no Banco Central)'),
  ('bank', 'bank.fee_revenue', 'Receita de tarifas'),
  ('bank', 'bank.boleto_clearing', 'Compensação de boletos'),
  ('bank', 'bank.ted_clearing', 'Compensação de TED');
`,
};
