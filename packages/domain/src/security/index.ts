export type { NewPasswordProblem, NewPinProblem } from './messages';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkNewPassword,
  type NewPasswordCheck,
  type NewPasswordContext,
} from './newPassword';
export { PIN_LENGTH, checkNewPin, type NewPinCheck } from './newPin';
