import { createTransport } from 'nodemailer';
import type { Mail } from './mail';

/** Hands an e-mail to the outside world; resolves once the server accepted it. */
export interface MailDelivery {
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** The From header, e.g. "Ipê <nao-responda@ipe.dev>". */
  from: string;
}

/** The SMTP URL without its credentials, for logs and the start banner. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * Delivery through an SMTP server (nodemailer). Timeouts are short: a request never waits on
 * SMTP (see createMailer), but a stuck server must not pile up open sockets either.
 */
export function createSmtpDelivery(settings: SmtpSettings): MailDelivery {
  const transport = createTransport(
    {
      url: settings.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: settings.from },
  );
  return {
    async deliver({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
