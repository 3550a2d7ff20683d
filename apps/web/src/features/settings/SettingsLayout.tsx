import { Outlet } from 'react-router-dom';
import { SectionNav } from '../../app/layout/SectionNav';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** Settings (SPEC §2): account (the root), security and bound users, linked to each other. */
export function SettingsLayout() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  return (
    <>
      <SectionNav
        label={t('sections.label')}
        items={[
          { to: '/bank/settings', label: t('sections.account'), end: true },
          { to: '/bank/settings/security', label: t('sections.security') },
          { to: '/bank/settings/binduser', label: t('sections.binduser') },
        ]}
      />
      <Outlet />
    </>
  );
}
