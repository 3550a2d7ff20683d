import type { Migration } from '../migrate';

/**
 * `ledger_post_transfers` keeps migration 0020's rule and answers, and runs it with a handful of
 * statements a batch instead of three to five a transfer
 * (docs/decisions/0018-a-batch-posts-its-transfers-together.md). Each statement PostgreSQL runs
 * inside the function pays its executor's start and end, and each row inserted its foreign-key
 * checks as a statement of their own; a batch of eight Pix spent most of its posting there.
 *
 * 1. The batch's accounts are locked in id order and read once, with what they hold.
 * 2. The keys the batch names are looked up once, among refusals and transfers.
 * 3. The rule is decided transfer by transfer in memory, in request order: a key seen before
 *    (before the batch, or earlier in it) replays or conflicts; an account missing, or a
 *    customer's available balance as the earlier transfers left it too small, refuses; the rest
 *    are created and counted on their accounts.
 * 4. The created transfers are inserted in one statement, in request order (their `seq`), each
 *    account is updated once with what the batch moved on it, the refusals are recorded.
 *
 * A concurrent request with one of the batch's keys, unseen in step 2 because it had not
 * committed, holds its key in the unique index: the insert waits for it and then skips that row.
 * The batch's sums would then be wrong, so it stops with a serialization failure, and the
 * transaction runs again (every caller's does, database.ts's RETRYABLE_SQLSTATES), finding the
 * key and answering by it (a replay, or a conflict for another request), as 0020's step 4 did in
 * place.
 *
 * Its plans are made once per connection, often on new, tiny tables, where reading a table whole
 * looks cheaper than its index and stays the plan as the table grows: `enable_seqscan = off`, as
 * every statement here finds rows by key. A plan that still had to read a table whole would then
 * cost 10^10 and be compiled by the JIT on every run, so `jit = off` too.
 */
export const postingsByTheBatchMigration: Migration = {
  id: '0042_postings_by_the_batch',
  sql: `
CREATE OR REPLACE FUNCTION ledger_post_transfers(
  keys text[], hashes text[], debits uuid[], credits uuid[], amounts bigint[],
  pendings boolean[], kinds text[], descriptions text[], metadatas text[], ids uuid[]
) RETURNS TABLE (ordinal integer, outcome text, transfer ledger_transfers)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET jit = off AS $$
DECLARE
  n integer := coalesce(array_length(keys, 1), 0);
  i integer;
  k integer;
  d integer;
  c integer;
  -- The batch's accounts (locked), a customer's available balance as the batch leaves it, and
  -- what the batch moves on each.
  acc uuid[];
  acc_kind text[];
  available bigint[];
  debited_posted bigint[];
  debited_pending bigint[];
  credited_posted bigint[];
  credited_pending bigint[];
  outcomes text[] := array_fill(NULL::text, ARRAY[n]);
  answers ledger_transfers[] := array_fill(NULL::ledger_transfers, ARRAY[n]);
  -- Keys decided before the batch or by an earlier transfer in it: the request's hash, the
  -- refusal's code (null for a transfer), the transfer made before, or the ordinal that makes it.
  known_keys text[];
  known_hashes text[];
  known_codes text[];
  known_rows ledger_transfers[];
  known_makers integer[];
  makers integer[] := array_fill(NULL::integer, ARRAY[n]);
  created integer[] := '{}';
  refused integer[] := '{}';
  written ledger_transfers[];
  row_written ledger_transfers;
BEGIN
  SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}'),
         coalesce(array_agg(a.kind ORDER BY a.id), '{}'),
         coalesce(array_agg(a.credits_posted - a.debits_posted - a.debits_pending ORDER BY a.id),
                  '{}')
    INTO acc, acc_kind, available
    FROM (SELECT a.id, a.kind, a.credits_posted, a.debits_posted, a.debits_pending
            FROM ledger_accounts a WHERE a.id = ANY (debits || credits)
           ORDER BY a.id FOR UPDATE) a;
  debited_posted := array_fill(0::bigint, ARRAY[cardinality(acc)]);
  debited_pending := debited_posted;
  credited_posted := debited_posted;
  credited_pending := debited_posted;

  SELECT coalesce(array_agg(x.key), '{}'), coalesce(array_agg(x.hash), '{}'),
         coalesce(array_agg(x.code), '{}'), coalesce(array_agg(x.made), '{}'),
         coalesce(array_agg(NULL::integer), '{}')
    INTO known_keys, known_hashes, known_codes, known_rows, known_makers
    FROM (SELECT r.idempotency_key AS key, r.request_hash AS hash, r.code,
                 NULL::ledger_transfers AS made
            FROM ledger_refusals r WHERE r.idempotency_key = ANY (keys)
          UNION ALL
          SELECT t.idempotency_key, t.request_hash, NULL, t
            FROM ledger_transfers t WHERE t.idempotency_key = ANY (keys)) x;

  FOR i IN 1 .. n LOOP
    k := array_position(known_keys, keys[i]);
    IF k IS NOT NULL THEN
      IF known_hashes[k] IS DISTINCT FROM hashes[i] THEN
        outcomes[i] := 'IDEMPOTENCY_CONFLICT';
      ELSIF known_codes[k] IS NOT NULL THEN
        outcomes[i] := known_codes[k];
      ELSE
        outcomes[i] := 'replayed';
        answers[i] := known_rows[k];
        makers[i] := known_makers[k];
      END IF;
      CONTINUE;
    END IF;
    d := array_position(acc, debits[i]);
    c := array_position(acc, credits[i]);
    IF d IS NULL OR c IS NULL THEN
      outcomes[i] := 'ACCOUNT_NOT_FOUND';
    ELSIF acc_kind[d] = 'customer' AND available[d] < amounts[i] THEN
      outcomes[i] := 'INSUFFICIENT_FUNDS';
    ELSE
      outcomes[i] := 'created';
      available[d] := available[d] - amounts[i];
      IF pendings[i] THEN
        debited_pending[d] := debited_pending[d] + amounts[i];
        credited_pending[c] := credited_pending[c] + amounts[i];
      ELSE
        debited_posted[d] := debited_posted[d] + amounts[i];
        credited_posted[c] := credited_posted[c] + amounts[i];
        available[c] := available[c] + amounts[i];
      END IF;
    END IF;
    IF outcomes[i] = 'created' THEN
      created := created || i;
    ELSE
      refused := refused || i;
    END IF;
    known_keys := known_keys || keys[i];
    known_hashes := known_hashes || hashes[i];
    known_codes := known_codes || CASE WHEN outcomes[i] = 'created' THEN NULL ELSE outcomes[i] END;
    known_rows := known_rows || NULL::ledger_transfers;
    known_makers := known_makers || CASE WHEN outcomes[i] = 'created' THEN i END;
  END LOOP;

  IF cardinality(created) > 0 THEN
    WITH inserted AS (
      INSERT INTO ledger_transfers (id, idempotency_key, request_hash, debit_account_id,
        credit_account_id, amount, status, two_phase, kind, description, metadata)
      SELECT coalesce(ids[j], gen_random_uuid()), keys[j], hashes[j], debits[j], credits[j],
             amounts[j], CASE WHEN pendings[j] THEN 'pending' ELSE 'posted' END, pendings[j],
             kinds[j], descriptions[j], metadatas[j]::jsonb
        FROM unnest(created) AS u(j) ORDER BY j
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING *)
    SELECT array_agg(t) INTO written FROM inserted t;
    IF coalesce(cardinality(written), 0) <> cardinality(created) THEN
      RAISE EXCEPTION 'a key of this batch was posted by another transaction meanwhile'
        USING ERRCODE = 'serialization_failure';
    END IF;
    FOREACH row_written IN ARRAY written LOOP
      answers[array_position(keys, row_written.idempotency_key)] := row_written;
    END LOOP;
    UPDATE ledger_accounts a SET
      debits_posted = a.debits_posted + m.debited_posted,
      debits_pending = a.debits_pending + m.debited_pending,
      credits_posted = a.credits_posted + m.credited_posted,
      credits_pending = a.credits_pending + m.credited_pending
      FROM unnest(acc, debited_posted, debited_pending, credited_posted, credited_pending)
        AS m(id, debited_posted, debited_pending, credited_posted, credited_pending)
     WHERE a.id = m.id
       AND (m.debited_posted, m.debited_pending, m.credited_posted, m.credited_pending)
           <> (0, 0, 0, 0);
  END IF;
  IF cardinality(refused) > 0 THEN
    INSERT INTO ledger_refusals (idempotency_key, request_hash, code)
    SELECT keys[j], hashes[j], outcomes[j] FROM unnest(refused) AS u(j)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;

  RETURN QUERY
    SELECT o, outcomes[o], coalesce(answers[o], answers[makers[o]])
      FROM generate_series(1, n) AS o ORDER BY o;
END
$$;
`,
};
