import type { Migration } from '../migrate';

/**
 * `pin_check_keyed` (migration 0037) wrote the user's row on every check, the right PIN
 * included, to set the failed attempts to the zero they usually already were: a new row version
 * and its WAL for every transfer and Pix. The right PIN with no failures to clear and no lock now
 * only reads, under the same row lock, and answers as before; every other check is the same
 * statement as before (decision 0001's rule: a wrong guess is counted before it is compared).
 */
export const pinCheckWritesLessMigration: Migration = {
  id: '0038_pin_check_writes_less',
  sql: `
CREATE OR REPLACE FUNCTION pin_check_keyed(
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
    SELECT true, 0 INTO matches, failed FROM users u
     WHERE u.id = user_ids[i] AND starts_with(u.pin_hash, keyed_prefix)
       AND u.pin_hash = verifiers[i]
       AND u.pin_locked_at IS NULL AND u.pin_failed_attempts = 0 AND max_attempts > 0;
    IF NOT FOUND THEN
      UPDATE users u SET
        pin_failed_attempts = CASE WHEN u.pin_hash = verifiers[i] THEN 0
                                   ELSE u.pin_failed_attempts + 1 END,
        pin_locked_at = CASE WHEN u.pin_hash <> verifiers[i]
                                  AND u.pin_failed_attempts + 1 >= max_attempts THEN now() END
       WHERE u.id = user_ids[i] AND starts_with(u.pin_hash, keyed_prefix)
         AND u.pin_locked_at IS NULL AND u.pin_failed_attempts < max_attempts
      RETURNING u.pin_hash = verifiers[i], u.pin_failed_attempts INTO matches, failed;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
`,
};
