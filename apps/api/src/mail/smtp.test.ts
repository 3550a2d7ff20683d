import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  createTestApp,
  lastEmailedCode,
  sessionHeaders,
  signIn,
  testConfig,
  type TestApp,
  operatorHeaders,
} from '../testing/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/testSmtpServer';
import { describeSmtpUrl } from './smtpDelivery';

interface OutboxState {
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('e-mails over SMTP (SMTP_URL), besides the outbox', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));

  const startEmailChallenge = async (email: string) => {
    const session = await signIn(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/v1/devices/challenges',
      headers: sessionHeaders(session),
      payload: { channel: 'email' },
    });
    expect(res.statusCode).toBe(201);
  };
  const outboxState = async (email: string) => {
    const { rows } = await t.db.query<OutboxState>(
      `SELECT sent_at, attempts, last_error FROM email_outbox WHERE to_address = $1
        ORDER BY seq DESC LIMIT 1`,
      [email],
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const base = testConfig();
    t = await createTestApp({
      logStream: logs,
      config: {
        mail: {
          smtp: { url: smtp.url, from: 'Ipê <nao-responda@ipe.dev>' },
          // The sweep is driven by hand below, with no wait between attempts.
          retry: { ...base.mail.retry, backoffSeconds: 0, sweepEverySeconds: 3600 },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the device code to the SMTP server, signed in, and marks the outbox row sent', async () => {
    const next = smtp.nextMail();
    await startEmailChallenge('maria@ipe.dev');
    const mail = await next;
    const code = await lastEmailedCode(t.app, 'maria@ipe.dev');

    expect(mail.user).toBe('ipe');
    expect(mail.from).toBe('nao-responda@ipe.dev');
    expect(mail.to).toEqual(['maria@ipe.dev']);
    expect(mail.raw).toMatch(/^To: maria@ipe\.dev\r?$/m);
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?Q\?Ip=C3=AA\?= <nao-responda@ipe\.dev>\r?$/m);
    // The code is in the subject and in the body; the outbox holds the same message.
    expect(mail.raw.split(code).length - 1).toBeGreaterThanOrEqual(2);

    const state = await until(async () => {
      const s = await outboxState('maria@ipe.dev');
      return s.sent_at ? s : undefined;
    }, 'sent_at');
    expect(state).toMatchObject({ attempts: 1, last_error: null });
    const listed = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=maria@ipe.dev&limit=1',
      })
    ).json().data[0];
    expect(Date.parse(listed.sent_at)).not.toBeNaN();
  });

  it('keeps a refused e-mail in the outbox, answers the request anyway, and retries it', async () => {
    smtp.refuseNext(1);
    const before = smtp.received.length;
    await startEmailChallenge('carlos@ipe.dev');
    const code = await lastEmailedCode(t.app, 'carlos@ipe.dev');

    const failed = await until(async () => {
      const s = await outboxState('carlos@ipe.dev');
      return s.last_error ? s : undefined;
    }, 'the failed attempt');
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toMatch(/450|busy/i);
    expect(smtp.received.length).toBe(before);
    await until(
      async () => (logText.includes('e-mail delivery over SMTP failed') ? true : undefined),
      'the warning',
    );
    // The log says which e-mail failed, never what it said.
    expect(logText).not.toContain(code);
    expect(logText).not.toContain('segredo-de-teste');

    const next = smtp.nextMail();
    expect(await t.app.ipe.mailer.retryPending()).toBe(1);
    const mail = await next;
    expect(mail.to).toEqual(['carlos@ipe.dev']);
    expect(mail.raw).toContain(code);
    expect(await outboxState('carlos@ipe.dev')).toMatchObject({ attempts: 2, last_error: null });
    expect((await outboxState('carlos@ipe.dev')).sent_at).toBeInstanceOf(Date);
    // Sent e-mails are never sent again.
    expect(await t.app.ipe.mailer.retryPending()).toBe(0);
  });

  it('gives up after the last attempt', async () => {
    const { maxAttempts } = t.app.ipe.config.mail.retry;
    smtp.refuseNext(maxAttempts);
    await startEmailChallenge('ana@ipe.dev');
    await until(
      async () => ((await outboxState('ana@ipe.dev')).last_error ? true : undefined),
      'failure',
    );
    for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
      expect(await t.app.ipe.mailer.retryPending()).toBe(1);
    }
    expect(await t.app.ipe.mailer.retryPending()).toBe(0);
    expect(await outboxState('ana@ipe.dev')).toMatchObject({
      sent_at: null,
      attempts: maxAttempts,
    });
  });
});

describe('SMTP configuration', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is off without SMTP_URL, and reads the URL and sender when set', () => {
    expect(config({}).mail.smtp).toBeUndefined();
    expect(config({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).mail.smtp).toEqual({
      url: 'smtps://u:p@smtp.example.com:465',
      from: 'Ipê <nao-responda@ipe.dev>',
    });
    expect(
      config({ SMTP_URL: 'smtp://mail.local:25', SMTP_FROM: 'Banco <x@y.dev>' }).mail.smtp?.from,
    ).toBe('Banco <x@y.dev>');
  });

  it('refuses a URL that is not smtp:// or smtps://, without echoing it', () => {
    for (const url of ['http://u:s3cr3t@host', 'smtp://', 'not a url s3cr3t']) {
      expect(() => config({ SMTP_URL: url })).toThrow(/SMTP_URL/);
      try {
        config({ SMTP_URL: url });
      } catch (error) {
        expect((error as Error).message).not.toContain('s3cr3t');
      }
    }
  });

  it('describes the server without its credentials', () => {
    expect(describeSmtpUrl('smtp://user:pa55@smtp.example.com:587')).toBe(
      'smtp://smtp.example.com:587',
    );
  });
});
