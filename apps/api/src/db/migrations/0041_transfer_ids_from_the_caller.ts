import type { Migration } from '../migrate';

/**
 * A transfer may come with its id, chosen by the caller, as TigerBeetle's clients choose theirs:
 * a row written before the posting, in the same transaction, can then name the transfer it
 * waits for (docs/decisions/0016-a-pix-names-its-transfer-before-it-is-posted.md). A Pix's row
 * is written by its batch's gate, before the money moves, and used to be updated with the
 * transfer's id after: an update of a row just inserted, with its foreign keys checked again, on
 * the batch's critical path. `ledger_post_transfers` takes the ids as a last array (null: the
 * database makes one, as before); everything else is migration 0020's rule, unchanged.
 *
 * A Pix's reference to its transfer is checked at the commit (deferred), when the posting has
 * written it; a payment the ledger refused has its reference taken back before then.
 */
export const transferIdsFromTheCallerMigration: Migration = {
  id: '0041_transfer_ids_from_the_caller',
  sql: `
DROP FUNCTION ledger_post_transfers(text[], text[], uuid[], uuid[], bigint[], boolean[], text[],
  text[], text[]);
CREATE FUNCTION ledger_post_transfers(
  keys text[], hashes text[], debits uuid[], credits uuid[], amounts bigint[],
  pendings boolean[], kinds text[], descriptions text[], metadatas text[], ids uuid[]
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
      INSERT INTO ledger_transfers (id, idempotency_key, request_hash, debit_account_id,
        credit_account_id, amount, status, two_phase, kind, description, metadata)
      VALUES (coalesce(ids[i], gen_random_uuid()), keys[i], hashes[i], debits[i], credits[i],
        amounts[i],
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
ALTER FUNCTION ledger_post_transfers(text[], text[], uuid[], uuid[], bigint[], boolean[], text[],
  text[], text[], uuid[]) SET plan_cache_mode = force_generic_plan;
ALTER TABLE pix_payments ALTER CONSTRAINT pix_payments_ledger_transfer_id_fkey
  DEFERRABLE INITIALLY DEFERRED;
`,
};
