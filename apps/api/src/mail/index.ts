// Public surface of outgoing e-mail.
export type { Mail } from './mail';
export { createMailer, type Mailer, type MailRetryPolicy, scheduleMailRetries } from './mailer';
export {
  createSmtpDelivery,
  describeSmtpUrl,
  type MailDelivery,
  type SmtpSettings,
} from './smtpDelivery';
