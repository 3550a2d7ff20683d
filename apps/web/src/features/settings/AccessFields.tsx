import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { Checkbox, Radio, RadioGroup } from '@ipe/ui';
import { useFieldErrors } from '../../app/forms';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/**
 * The kinds of access a holder can give, operator (2) or read only (3), and the permission to move
 * money. A read-only user never moves money: the value sent follows the role (`accessOf`), and
 * the server refuses the combination anyway.
 */
export const accessShape = {
  user_type: z.union([z.literal(2), z.literal(3)], { error: 'USER_TYPE_INVALID' }),
  can_transact: z.boolean({ error: 'CAN_TRANSACT_REQUIRED' }),
};

export interface Access {
  user_type: 2 | 3;
  can_transact: boolean;
}

/** What is sent: a read-only user without permission, whatever the box said before. */
export function accessOf({ user_type, can_transact }: Access): Access {
  return { user_type, can_transact: user_type === 3 ? false : can_transact };
}

/**
 * Kind of access and permission to move money, for an invitation or a change. The permission box
 * is off and explains why for a read-only user.
 */
export function AccessFields<Values extends Access>({
  form,
  disabled = false,
}: {
  /** A form with (at least) `user_type` and `can_transact`. */
  form: UseFormReturn<Values, unknown, unknown>;
  disabled?: boolean;
}) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const errorOf = useFieldErrors(form);
  // Path<Values> cannot see that a type extending Access has these two names.
  const userType = 'user_type' as Path<Values>;
  const canTransact = 'can_transact' as Path<Values>;
  const viewer = form.watch(userType) === 3;
  return (
    <>
      <Controller
        control={form.control}
        name={userType}
        render={({ field }) => (
          <RadioGroup
            label={t('binduser.role')}
            value={String(field.value)}
            onValueChange={(type) => field.onChange(type === '3' ? 3 : 2)}
            error={errorOf(userType)}
            disabled={disabled}
          >
            <Radio
              value="2"
              label={t('binduser.userType2')}
              description={t('binduser.roleOperatorHint')}
            />
            <Radio
              value="3"
              label={t('binduser.userType3')}
              description={t('binduser.roleViewerHint')}
            />
          </RadioGroup>
        )}
      />
      <Controller
        control={form.control}
        name={canTransact}
        render={({ field }) => (
          <Checkbox
            label={t('binduser.permission')}
            description={viewer ? t('binduser.viewerNoPermission') : t('binduser.permissionHint')}
            checked={viewer ? false : field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            disabled={disabled || viewer}
            error={errorOf(canTransact)}
          />
        )}
      />
    </>
  );
}
