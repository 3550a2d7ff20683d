import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Card, Inline, Link, Spinner } from '@ipe/ui';
import { useLogout } from '@ipe/api-client/react-query';
import { Page } from '../../app/layout/Page';
import { useClientState } from '../../app/session/clientStateContext';
import { returnPathOf } from '../../app/session/returnPath';
import { useSession } from '../../app/session/sessionContext';

/**
 * /logout: ends the session on the server (when there still is one), clears Ipê's storage and
 * the shared state (SPEC §4). Reached by "Sair", by a 401 and by the token's expiry; the last two
 * say the session expired (`reason=expired`) and offer to sign in back to the screen the person
 * was on (`next`).
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { mutateAsync: signOut } = useLogout();
  const { session, endSession } = useSession();
  const { dispatch } = useClientState();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const hadToken = session.token !== null;
  const expired = params.get('reason') === 'expired';
  const next = returnPathOf(params.get('next'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      endSession();
      dispatch({ type: 'reset' });
      setDone(true);
    };
    // The server forgets the session too; if it cannot be reached, this browser forgets anyway.
    if (hadToken)
      void signOut()
        .catch(() => undefined)
        .finally(finish);
    else finish();
  }, [signOut, dispatch, endSession, hadToken]);

  if (!done) {
    return (
      <Page title={t('logout.signingOut')}>
        <Spinner label={t('logout.signingOut')} />
      </Page>
    );
  }
  return (
    <Page
      title={expired ? t('logout.expiredTitle') : t('logout.title')}
      description={expired ? t('logout.expiredDescription') : t('logout.description')}
    >
      <Card>
        <Inline space="sm" alignY="center">
          <Link asChild>
            <RouterLink to={next ? `/?${new URLSearchParams({ next }).toString()}` : '/'}>
              {t('common.signIn')}
            </RouterLink>
          </Link>
        </Inline>
      </Card>
    </Page>
  );
}
