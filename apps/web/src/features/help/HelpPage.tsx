import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Link } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import * as styles from '../../app/layout/page.css';
import { useSession } from '../../app/session/sessionContext';

const QUESTIONS = ['consult', 'device', 'pin', 'security'] as const;

/** /ajuda and /help: the same help page. */
export function HelpPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const signedIn = session.token !== null && session.accountStatus !== null;
  return (
    <Page title={t('help.title')} description={t('help.intro')}>
      {QUESTIONS.map((question) => (
        <Card key={question} as="section" title={t(`help.faq.${question}Q`)} headingLevel={2}>
          <p className={styles.text}>{t(`help.faq.${question}A`)}</p>
        </Card>
      ))}
      <Card as="section" title={t('help.contactTitle')} headingLevel={2}>
        <p className={styles.text}>{t('help.contact')}</p>
      </Card>
      <div className={styles.actions}>
        <Link asChild>
          <RouterLink to={signedIn ? '/bank/home' : '/'}>
            {signedIn ? t('help.backToBank') : t('help.signIn')}
          </RouterLink>
        </Link>
      </div>
    </Page>
  );
}
