import { useTranslation } from 'react-i18next';
import { Checkbox, Radio, RadioGroup } from '@ipe/ui';

/** The kinds of access a holder can give: operator (2) or read only (3). */
export type InvitedUserType = 2 | 3;

export interface Access {
  userType: InvitedUserType;
  canTransact: boolean;
}

export interface AccessErrors {
  userType?: string;
  canTransact?: string;
}

/** A read-only user never moves money, whatever the box said before the role changed. */
export function withUserType(access: Access, userType: InvitedUserType): Access {
  return { userType, canTransact: userType === 3 ? false : access.canTransact };
}

/**
 * Kind of access and permission to move money, for an invitation or a change. The permission box
 * is off and explains why for a read-only user (the server refuses that combination).
 */
export function AccessFields({
  value,
  onChange,
  errors = {},
  disabled = false,
}: {
  value: Access;
  onChange: (access: Access) => void;
  errors?: AccessErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const viewer = value.userType === 3;
  return (
    <>
      <RadioGroup
        label={t('binduser.role')}
        value={String(value.userType)}
        onValueChange={(type) => onChange(withUserType(value, type === '3' ? 3 : 2))}
        error={errors.userType}
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
      <Checkbox
        label={t('binduser.permission')}
        description={viewer ? t('binduser.viewerNoPermission') : t('binduser.permissionHint')}
        checked={value.canTransact}
        onCheckedChange={(checked) => onChange({ ...value, canTransact: checked === true })}
        disabled={disabled || viewer}
        error={errors.canTransact}
      />
    </>
  );
}
