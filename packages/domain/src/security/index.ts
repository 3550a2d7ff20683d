export {
  NEW_PASSWORD_MESSAGES,
  NEW_PIN_MESSAGES,
  type NewPasswordProblem,
  type NewPinProblem,
} from './messages';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkNewPassword,
  type NewPasswordCheck,
  type NewPasswordContext,
} from './newPassword';
export { PIN_LENGTH, checkNewPin, type NewPinCheck } from './newPin';
