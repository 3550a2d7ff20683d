import type { Queryable } from '../db';
import type { Mail } from './mail';
import type { MailDelivery } from './smtpDelivery';

/** Where the server's e-mails go: always the outbox table, and SMTP when it is configured. */
export interface Mailer {
  /** Resolves once the e-mail is in the outbox; delivery happens after, off the request. */
  send(mail: Mail): Promise<void>;
  /**
   * A text message to a phone (a Pix phone key's code). There is no SMS gateway yet: it stays in
   * the outbox (GET /dev/outbox), never goes to SMTP.
   */
  sendText(message: { to: string; text: string }): Promise<void>;
  /** Tries again the e-mails whose delivery failed and that are still worth sending. */
  retryPending(): Promise<number>;
  /** Waits for deliveries under way, then closes the SMTP connections. */
  close(): Promise<void>;
}

export interface MailRetryPolicy {
  maxAttempts: number;
  /** Older e-mails are left alone: their codes have expired. */
  maxAgeSeconds: number;
  /** Time between two attempts at one e-mail. */
  backoffSeconds: number;
  /** How often the server looks for e-mails to try again. */
  sweepEverySeconds: number;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
}

const RETURNING = 'RETURNING id, to_address, subject, body_text';

/**
 * The outbox is the record (GET /dev/outbox lists it outside production); delivery is
 * at-least-once from it. A row is claimed (attempts + 1, last_attempt_at) before each send, so
 * the retry sweep of another server instance skips rows being sent.
 */
export function createMailer(deps: {
  db: Queryable;
  delivery?: MailDelivery | undefined;
  retry: MailRetryPolicy;
  /** Delivery failures: logged by the caller with the mail id, never the body (it has codes). */
  onDeliveryError: (mailId: string, error: unknown) => void;
}): Mailer {
  const { db, delivery, retry, onDeliveryError } = deps;
  const inFlight = new Set<Promise<void>>();

  async function deliverRow(row: OutboxRow): Promise<void> {
    if (!delivery) return;
    try {
      await delivery.deliver({ to: row.to_address, subject: row.subject, text: row.body_text });
      await db.query('UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [
        row.id,
      ]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .query('UPDATE email_outbox SET last_error = $2 WHERE id = $1', [
          row.id,
          message.slice(0, 500),
        ])
        .catch(() => undefined);
      onDeliveryError(row.id, error);
    }
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  return {
    async send({ to, subject, text }) {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO email_outbox (to_address, subject, body_text) VALUES ($1, $2, $3) RETURNING id',
        [to, subject, text],
      );
      if (!delivery) return;
      const id = rows[0]!.id;
      track(
        (async () => {
          const claimed = await db.query<OutboxRow>(
            `UPDATE email_outbox SET attempts = attempts + 1, last_attempt_at = now()
              WHERE id = $1 AND sent_at IS NULL ${RETURNING}`,
            [id],
          );
          if (claimed.rows[0]) await deliverRow(claimed.rows[0]);
        })().catch((error: unknown) => onDeliveryError(id, error)),
      );
    },

    async sendText({ to, text }) {
      await db.query(
        `INSERT INTO email_outbox (to_address, subject, body_text, channel)
         VALUES ($1, 'SMS', $2, 'sms')`,
        [to, text],
      );
    },

    async retryPending() {
      if (!delivery) return 0;
      const { rows } = await db.query<OutboxRow>(
        `UPDATE email_outbox SET attempts = attempts + 1, last_attempt_at = now()
          WHERE id IN (
            SELECT id FROM email_outbox
             WHERE sent_at IS NULL AND channel = 'email' AND attempts < $1
               AND created_at > now() - make_interval(secs => $2)
               AND (last_attempt_at IS NULL OR last_attempt_at <= now() - make_interval(secs => $3))
             ORDER BY seq LIMIT 20
             FOR UPDATE SKIP LOCKED)
          ${RETURNING}`,
        [retry.maxAttempts, retry.maxAgeSeconds, retry.backoffSeconds],
      );
      for (const row of rows) await deliverRow(row);
      return rows.length;
    },

    async close() {
      await Promise.allSettled([...inFlight]);
      delivery?.close();
    },
  };
}

/** Runs mailer.retryPending every `everyMs`; the returned function stops it. */
export function scheduleMailRetries(
  mailer: Mailer,
  everyMs: number,
  log: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    mailer.retryPending().catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
