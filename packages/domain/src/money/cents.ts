/**
 * Money is always an integer number of centavos. Never a float: 0.1 + 0.2 is not money.
 * `number` holds every amount this bank will see exactly (up to 2^53 centavos).
 */
export type Cents = number;

/** True when `value` is a whole number of centavos that JavaScript represents exactly. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
