import type { Migration } from '../migrate';

/**
 * Delivery of outbox e-mails over SMTP: how many times each was tried, when, and the last
 * failure, so a sweep can try again the ones that failed (and skip those another instance is
 * sending).
 */
export const emailDeliveryMigration: Migration = {
  id: '0013_email_delivery',
  sql: `
ALTER TABLE email_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_attempt_at timestamptz,
  ADD COLUMN last_error text;

CREATE INDEX email_outbox_unsent ON email_outbox (seq) WHERE sent_at IS NULL;
`,
};
