import * as z from 'zod/mini';
import { checkNewPin, newPinField } from '@ipe/domain';

/** A new PIN and its repetition, for a form's shape: `z.object({ ...shape, ...NEW_PIN_PAIR })`. */
export const NEW_PIN_PAIR = { pin: newPinField, confirm_pin: z.string() };

/** The repetition matches; told only once the PIN itself is good (one thing to fix at a time). */
export const pinsMatch = z.refine<{ pin: string; confirm_pin: string }>(
  (values) => !checkNewPin(values.pin).ok || values.confirm_pin === values.pin,
  { path: ['confirm_pin'], message: 'PINS_DIFFER' },
);
