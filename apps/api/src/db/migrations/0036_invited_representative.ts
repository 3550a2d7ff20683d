import type { Migration } from '../migrate';

/**
 * A company's account opened by someone who is not its legal representative
 * (docs/architecture/account-opening.md): they invite the representative, who gets an
 * application of their own (`kind = 'representative'`) tied to the company's. The account opens
 * with the representative's credentials and identity; `representative_invited_at` says when the
 * invitation e-mail went, whatever it said.
 */
export const invitedRepresentativeMigration: Migration = {
  id: '0036_invited_representative',
  sql: `
ALTER TABLE account_applications DROP CONSTRAINT account_applications_kind_check;
ALTER TABLE account_applications ADD CONSTRAINT account_applications_kind_check
  CHECK (kind IN ('person', 'company', 'representative'));
ALTER TABLE account_applications
  ADD COLUMN company_application_id uuid UNIQUE
    REFERENCES account_applications (id) ON DELETE CASCADE,
  ADD COLUMN representative_invited_at timestamptz;
ALTER TABLE account_applications ADD CONSTRAINT account_applications_representative_of
  CHECK ((kind = 'representative') = (company_application_id IS NOT NULL));
`,
};
