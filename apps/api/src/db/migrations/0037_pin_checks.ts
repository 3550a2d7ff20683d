import type { Migration } from '../migrate';

/**
 * The keyed PIN check (docs/decisions/0009-keyed-pin-verifier.md) for several checks at once, so
 * the checks of a batch of transfers run in the batch's own transaction, in one round trip
 * (docs/decisions/0013-transaction-hash-spent-with-the-money.md). A check of one is a list of one:
 * the rule is written once.
 *
 * Each check, in order, is the statement of decision 0001 and 0009: it counts the attempt and
 * compares the verifier under the row lock, so at most `max_attempts` wrong guesses are ever
 * evaluated, and the wrong one that uses the last attempt locks the PIN. The same user twice in a
 * list counts twice, in order, as two requests would. The users are locked in id order first, so
 * two lists never wait on each other in a cycle.
 *
 * `matches` is null when the statement could not decide (no PIN, locked, an old argon2id
 * verifier, or every attempt reserved by slow checks still running): the caller then takes the
 * slow path of `pinService.check`, which tells those apart.
 */
export const pinChecksMigration: Migration = {
  id: '0037_pin_checks',
  sql: `
CREATE FUNCTION pin_check_keyed(
  user_ids uuid[], verifiers text[], max_attempts integer, keyed_prefix text
) RETURNS TABLE (ordinal integer, matches boolean, failed integer)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = ANY (user_ids) ORDER BY u.id FOR NO KEY UPDATE;
  FOR i IN 1 .. coalesce(array_length(user_ids, 1), 0) LOOP
    ordinal := i;
    matches := NULL;
    failed := NULL;
    UPDATE users u SET
      pin_failed_attempts = CASE WHEN u.pin_hash = verifiers[i] THEN 0
                                 ELSE u.pin_failed_attempts + 1 END,
      pin_locked_at = CASE WHEN u.pin_hash <> verifiers[i]
                                AND u.pin_failed_attempts + 1 >= max_attempts THEN now() END
     WHERE u.id = user_ids[i] AND starts_with(u.pin_hash, keyed_prefix)
       AND u.pin_locked_at IS NULL AND u.pin_failed_attempts < max_attempts
    RETURNING u.pin_hash = verifiers[i], u.pin_failed_attempts INTO matches, failed;
    RETURN NEXT;
  END LOOP;
END
$$;
`,
};
