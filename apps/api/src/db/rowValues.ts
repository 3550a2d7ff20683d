/** A timestamp column as a Date, whether the driver answered a Date or its text. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
