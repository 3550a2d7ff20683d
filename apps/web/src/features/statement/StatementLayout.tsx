import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SectionNav } from '../../app/layout/SectionNav';

/** The statement kinds (account, card, boletos) as links above the chosen one. */
export function StatementLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SectionNav
        label={t('statement.tabs')}
        items={[
          { to: '/bank/statement/account', label: t('statement.account') },
          { to: '/bank/statement/card', label: t('statement.card') },
          { to: '/bank/statement/ticket', label: t('statement.ticket') },
        ]}
      />
      <Outlet />
    </>
  );
}
