import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  /** The whole message as sent: headers and (encoded) body. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message accepted (or one already waiting past `after`). */
  nextMail(after?: number): Promise<ReceivedMail>;
  /** Refuse the next `count` recipients with a temporary SMTP error. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package), with a password and no TLS, so the
 * bank's nodemailer delivery is tested end to end without reaching any outside host.
 */
export async function startTestSmtpServer(
  credentials = { user: 'ipe', pass: 'segredo-de-teste' },
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ after: number; resolve: (mail: ReceivedMail) => void }> = [];
  let refusals = 0;

  const server = new SMTPServer({
    // Plain text on loopback only: no certificate to trust, and AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const waiter of [...waiters]) {
          if (received.length > waiter.after) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received[waiter.after]!);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    nextMail(after = received.length) {
      if (received.length > after) return Promise.resolve(received[after]!);
      return new Promise((resolve) => waiters.push({ after, resolve }));
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
