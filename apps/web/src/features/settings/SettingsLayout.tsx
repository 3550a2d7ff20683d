import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SectionNav } from '../../app/layout/SectionNav';

/** Settings (SPEC §2): account (the root), security and bound users, linked to each other. */
export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SectionNav
        label={t('settings.sections')}
        items={[
          { to: '/bank/settings', label: t('settings.account'), end: true },
          { to: '/bank/settings/security', label: t('settings.security') },
          { to: '/bank/settings/binduser', label: t('settings.binduser') },
        ]}
      />
      <Outlet />
    </>
  );
}
