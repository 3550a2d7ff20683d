/** A timestamp column as a Date, whether the driver answered a Date or its text. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A json/jsonb column as its value, whether the driver parsed it (pg) or answered its text. */
export const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid in its usual form (hex in 8-4-4-4-12). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * A row's id from a request, to compare with a uuid column (`id = $1::uuid`): the id, or null
 * when the text is no uuid, which no row's id equals, so it is found as an unknown id is. Compared
 * as text (`id::text = $1`) the id cannot use the primary key, and PostgreSQL read every row of
 * the account to find one (docs/architecture/performance.md).
 */
export const idKey = (text: string): string | null => (isUuid(text) ? text : null);
