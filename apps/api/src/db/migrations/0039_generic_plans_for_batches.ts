import type { Migration } from '../migrate';

/**
 * The ledger's posting and the keyed PIN check lock their rows with `id = ANY (an array
 * argument)`. PostgreSQL prices a generic plan for an array it cannot see at ten elements, and a
 * plan for the array given (one or two ids, for a Pix or a small batch) at what it holds, so the
 * generic plan always looked dearer and each call planned that statement again: a twentieth of
 * PostgreSQL's time in a Pix (docs/architecture/performance.md). Every statement in both
 * functions finds its rows by primary or unique key, where the plan cannot depend on the values:
 * they keep one plan per connection.
 */
export const genericPlansForBatchesMigration: Migration = {
  id: '0039_generic_plans_for_batches',
  sql: `
ALTER FUNCTION ledger_post_transfers(text[], text[], uuid[], uuid[], bigint[], boolean[], text[],
  text[], text[]) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION pin_check_keyed(uuid[], text[], integer, text) SET plan_cache_mode = force_generic_plan;
`,
};
