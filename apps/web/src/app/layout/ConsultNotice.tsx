import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Notify, Stack, Text } from '@ipe/ui';
import { useConsultMode } from '../session/useConsultMode';
import { useSession } from '../session/sessionContext';

/**
 * The consult-mode banner on every bank screen (SPEC §4/§6): why money cannot move, and the way
 * out (enable this device; see the account status; talk to support when only it can help).
 */
export function ConsultNotice() {
  const { t } = useTranslation();
  const { consult, reason } = useConsultMode();
  const { session } = useSession();
  if (!consult || reason === null) return null;

  const statusName = session.accountStatus?.status_name;
  let action = null;
  if (reason === 'device') {
    action = (
      <Link asChild>
        <RouterLink to="/bank/settings/security">{t('consult.deviceAction')}</RouterLink>
      </Link>
    );
  } else if (reason === 'account' && statusName && statusName !== 'ACTIVE') {
    action = (
      <Link asChild>
        <RouterLink to={`/status?accountStatus=${encodeURIComponent(statusName)}`}>
          {t('consult.accountAction')}
        </RouterLink>
      </Link>
    );
  } else if (reason === 'account') {
    // An active account held by its provider (documents pending, say): support clears it.
    action = (
      <Link asChild>
        <RouterLink to="/ajuda">{t('common.contactSupport')}</RouterLink>
      </Link>
    );
  }

  return (
    <Notify
      variant="warning"
      live={false}
      title={t('consult.title')}
      data-testid="consult-notice"
      message={
        <Stack as="span" space="xs">
          <span>{t(`consult.${reason}`)}</span>
          {action ? <Text weight="semibold">{action}</Text> : null}
        </Stack>
      }
    />
  );
}
