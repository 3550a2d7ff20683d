import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Inline, Link, Text } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
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
          <Text as="p" leading="normal">
            {t(`help.faq.${question}A`)}
          </Text>
        </Card>
      ))}
      <Card as="section" title={t('help.contactTitle')} headingLevel={2}>
        <Text as="p" leading="normal">
          {t('help.contact')}
        </Text>
      </Card>
      <Inline space="sm" alignY="center">
        <Link asChild>
          <RouterLink to={signedIn ? '/bank/home' : '/'}>
            {signedIn ? t('help.backToBank') : t('help.signIn')}
          </RouterLink>
        </Link>
      </Inline>
    </Page>
  );
}
