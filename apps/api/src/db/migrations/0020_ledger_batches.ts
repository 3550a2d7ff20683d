import type { Migration } from '../migrate';

/**
 * The ledger's posting rule, in the database, for a batch of transfers at once
 * (docs/decisions/0010-ledger-group-commit.md). One call is one round trip and, when the server
 * batches concurrent requests, one commit for all of them: the way TigerBeetle and array-based
 * PostgreSQL ledgers reach the database's speed.
 *
 * Each transfer still gets its own outcome, in request order, exactly as if posted alone:
 * 1. every account the batch touches is locked, in id order (no lock cycles between batches);
 * 2. a key refused before answers that refusal again (docs/decisions/0003-idempotency.md), the
 *    key reused for another request is IDEMPOTENCY_CONFLICT;
 * 3. funds are checked on the locked rows as earlier transfers of the batch left them; a refusal
 *    replays a transfer already made under the key, else is recorded in `ledger_refusals`;
 * 4. the transfer is inserted, skipped when its key exists (a concurrent request with the same key
 *    waits on the unique index until the first commits, then replays it), and applied.
 *
 * Outcome: 'created', 'replayed', or the refusal's error code; `transfer` is the row for the first
 * two. Every statement runs in the caller's read-committed transaction, with its own snapshot.
 */
export const ledgerBatchesMigration: Migration = {
  id: '0020_ledger_batches',
  sql: `
CREATE FUNCTION ledger_post_transfers(
  keys text[], hashes text[], debits uuid[], credits uuid[], amounts bigint[],
  pendings boolean[], kinds text[], descriptions text[], metadatas text[]
) RETURNS TABLE (ordinal integer, outcome text, transfer ledger_transfers)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  refusal record;
  debit_kind text;
  debit_available bigint;
  credit_exists boolean;
  refused text;
  found_row ledger_transfers;
  posted bigint;
  reserved bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (debits || credits) ORDER BY a.id FOR UPDATE;
  FOR i IN 1 .. coalesce(array_length(keys, 1), 0) LOOP
    ordinal := i;
    transfer := NULL;

    SELECT r.request_hash, r.code INTO refusal FROM ledger_refusals r
     WHERE r.idempotency_key = keys[i];
    IF FOUND THEN
      outcome := CASE WHEN refusal.request_hash = hashes[i] THEN refusal.code
                      ELSE 'IDEMPOTENCY_CONFLICT' END;
      RETURN NEXT;
      CONTINUE;
    END IF;

    SELECT a.kind, a.credits_posted - a.debits_posted - a.debits_pending
      INTO debit_kind, debit_available
      FROM ledger_accounts a WHERE a.id = debits[i];
    refused := CASE WHEN NOT FOUND THEN 'ACCOUNT_NOT_FOUND' END;
    SELECT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = credits[i]) INTO credit_exists;
    IF NOT credit_exists THEN
      refused := 'ACCOUNT_NOT_FOUND';
    ELSIF refused IS NULL AND debit_kind = 'customer' AND debit_available < amounts[i] THEN
      refused := 'INSUFFICIENT_FUNDS';
    END IF;

    IF refused IS NOT NULL THEN
      -- A retry replays even when the first request spent the funds it now lacks.
      SELECT t.* INTO found_row FROM ledger_transfers t WHERE t.idempotency_key = keys[i];
      IF NOT FOUND THEN
        INSERT INTO ledger_refusals (idempotency_key, request_hash, code)
        VALUES (keys[i], hashes[i], refused)
        ON CONFLICT (idempotency_key) DO NOTHING;
        outcome := refused;
        RETURN NEXT;
        CONTINUE;
      END IF;
    ELSE
      INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id,
        credit_account_id, amount, status, two_phase, kind, description, metadata)
      VALUES (keys[i], hashes[i], debits[i], credits[i], amounts[i],
        CASE WHEN pendings[i] THEN 'pending' ELSE 'posted' END, pendings[i], kinds[i],
        descriptions[i], metadatas[i]::jsonb)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING * INTO found_row;
      IF FOUND THEN
        posted := CASE WHEN pendings[i] THEN 0 ELSE amounts[i] END;
        reserved := CASE WHEN pendings[i] THEN amounts[i] ELSE 0 END;
        UPDATE ledger_accounts a SET
          debits_posted = a.debits_posted + CASE WHEN a.id = debits[i] THEN posted ELSE 0 END,
          debits_pending = a.debits_pending + CASE WHEN a.id = debits[i] THEN reserved ELSE 0 END,
          credits_posted = a.credits_posted + CASE WHEN a.id = credits[i] THEN posted ELSE 0 END,
          credits_pending = a.credits_pending + CASE WHEN a.id = credits[i] THEN reserved ELSE 0 END
        WHERE a.id IN (debits[i], credits[i]);
        outcome := 'created';
        transfer := found_row;
        RETURN NEXT;
        CONTINUE;
      END IF;
      SELECT t.* INTO found_row FROM ledger_transfers t WHERE t.idempotency_key = keys[i];
      IF NOT FOUND THEN
        RAISE EXCEPTION 'idempotency key vanished between insert and read';
      END IF;
    END IF;

    -- The key moved money before: the same request replays it, another one conflicts.
    IF found_row.request_hash = hashes[i] THEN
      outcome := 'replayed';
      transfer := found_row;
    ELSE
      outcome := 'IDEMPOTENCY_CONFLICT';
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
`,
};
