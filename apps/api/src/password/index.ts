// Public surface of passwords: forgotten (e-mailed code) and changed while signed in.
export { createPasswordResets } from './passwordResets';
export { changePassword } from './changePassword';
export { emailedCode, emailField, newPasswordField, perEmailKey } from './requestFields';
