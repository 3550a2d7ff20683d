import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { TextField } from '@ipe/ui';
import { useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

/** A form that names an account by branch and account with its digit. */
export interface BranchAccountValues extends FieldValues {
  branch?: string | undefined;
  account?: string | undefined;
}

/**
 * Branch (4 digits) and account with its check digit: @ipe/domain's branchField and
 * bankAccountNumberField, in every form that names an account (pix/bankData,
 * transfer/contaQyon). `register` adds the form's own options to both.
 */
export function BranchAccountFields<Values extends BranchAccountValues>({
  form,
  register = {},
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  register?: RegisterOptions<Values>;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const errorOf = useFieldErrors(form);
  const branch = 'branch' as Path<Values>;
  const account = 'account' as Path<Values>;
  return (
    <>
      <TextField
        label={t('bankData.branch')}
        hint={t('bankData.branchHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={errorOf(branch)}
        required
        {...form.register(branch, register as RegisterOptions<Values, typeof branch>)}
      />
      <TextField
        label={t('bankData.account')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        error={errorOf(account)}
        required
        {...form.register(account, register as RegisterOptions<Values, typeof account>)}
      />
    </>
  );
}
