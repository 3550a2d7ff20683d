import type { UseFormReturn } from 'react-hook-form';
import { emailField, personNameField } from '@ipe/domain';
import { TextField } from '@ipe/ui';
import { EmailField } from '../../../app/credentials/EmailField';
import { useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';

/** The invited legal representative's fields, as the forms that name them hold them. */
export const invitedRepresentativeShape = {
  invited_name: personNameField,
  invited_email: emailField,
};
export type InvitedRepresentativeValues = { invited_name: string; invited_email: string };

/** The server's names for those fields, for its refusals to land on them. */
export const INVITED_FIELDS = {
  'invited_representative.name': 'invited_name',
  'invited_representative.email': 'invited_email',
};

/** The request's `invited_representative` from the form's values. */
export const invitedRepresentativeOf = (values: InvitedRepresentativeValues) => ({
  name: values.invited_name,
  email: values.invited_email,
});

/** Whom a company's opener invites to be its legal representative: name and e-mail. */
export function InvitedRepresentativeFields({
  form,
}: {
  form: UseFormReturn<InvitedRepresentativeValues>;
}) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const errorOf = useFieldErrors(form);
  return (
    <>
      <TextField
        label={t('holder.invitedName')}
        error={errorOf('invited_name')}
        required
        {...form.register('invited_name')}
      />
      <EmailField
        label={t('holder.invitedEmail')}
        error={errorOf('invited_email')}
        registration={form.register('invited_email')}
      />
    </>
  );
}
