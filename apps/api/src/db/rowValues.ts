/** A timestamp column as a Date, whether the driver answered a Date or its text. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A json/jsonb column as its value, whether the driver parsed it (pg) or answered its text. */
export const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
