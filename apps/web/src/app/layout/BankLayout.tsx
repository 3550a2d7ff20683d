import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppShell, type AppShellNavItem, Button, Inline, Link } from '@ipe/ui';
import { BankGuard } from '../guard/BankGuard';
import { ensureBankTexts } from '../i18n/bankTexts';
import { useSession } from '../session/sessionContext';
import { ConsultNotice } from './ConsultNotice';
import { NAV_SECTIONS, sectionOf } from './navSections';

// Only a person with more than one account sees the switcher, so its dialog (Radix's focus trap,
// dismissable layer and scroll lock: ~11 KB gzip) loads for them alone, after the frame drew
// (docs/architecture/performance.md).
const AccountSwitcher = lazy(() =>
  import('./AccountSwitcher').then((module) => ({ default: module.AccountSwitcher })),
);

/**
 * In a hash-routed app an in-page anchor ("#main") would be read as a route. The skip link's
 * target is focused instead, which is what the link is for.
 */
function focusInPageTarget(event: MouseEvent<HTMLDivElement>) {
  const anchor = (event.target as Element).closest?.('a[href^="#"]');
  const id = anchor?.getAttribute('href')?.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The frame of every /bank screen: the route guard, sections, consult-mode notice, sign out. */
export function BankLayout() {
  const { t, i18n } = useTranslation();
  // The signed-in screens' texts come with this layout (idempotent, so safe while rendering).
  ensureBankTexts(i18n);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useSession();
  const section = sectionOf(pathname);

  const navItems: AppShellNavItem[] = NAV_SECTIONS.map((item) => ({
    id: item.id,
    label: t(`nav.${item.id}`),
    href: item.href,
    icon: item.icon,
    current: item.id === section,
  }));

  return (
    <BankGuard>
      <div onClickCapture={focusInPageTarget}>
        <AppShell
          navItems={navItems}
          renderLink={(item, { href, children, ...props }) => (
            <RouterLink to={href} {...props}>
              {children}
            </RouterLink>
          )}
          brand={
            <Link variant="plain" asChild>
              <RouterLink to="/bank/home">{t('app.name')}</RouterLink>
            </Link>
          }
          actions={
            <Inline space="xs" alignY="center" wrap={false}>
              {session.accounts.length > 1 ? (
                <Suspense fallback={null}>
                  <AccountSwitcher />
                </Suspense>
              ) : null}
              <Link asChild>
                <RouterLink to="/ajuda">{t('header.help')}</RouterLink>
              </Link>
              <Button variant="secondary" size="sm" onClick={() => navigate('/logout')}>
                {t('header.signOut')}
              </Button>
            </Inline>
          }
          notice={<ConsultNotice />}
          navLabel={t('app.bankSections')}
          skipLinkLabel={t('app.skipLink')}
        >
          <Outlet />
        </AppShell>
      </div>
    </BankGuard>
  );
}
