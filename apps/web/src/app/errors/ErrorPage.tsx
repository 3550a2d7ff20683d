import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Inline, Notify } from '@ipe/ui';
import { useHealth } from '../health/healthContext';
import { Page } from '../layout/Page';
import { useSession } from '../session/sessionContext';

/**
 * /error: the health check failed or reported general_failure (SPEC §2). Checks again on
 * request and goes back to the account (or the sign-in) once the bank answers.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const health = useHealth();
  const [stillDown, setStillDown] = useState(false);

  const retry = async () => {
    setStillDown(false);
    const result = await health.check();
    if (!result.failed && result.flags && !result.flags.general_failure) {
      navigate(session.accountStatus ? '/bank/home' : '/', { replace: true });
    } else setStillDown(true);
  };

  return (
    <Page title={t('errors.generalTitle')} description={t('errors.generalDescription')}>
      <Card>
        {stillDown ? <Notify variant="negative" message={t('errors.stillDown')} /> : null}
        <Inline space="sm" alignY="center">
          <Button variant="primary" loading={health.checking} onClick={() => void retry()}>
            {t('errors.retry')}
          </Button>
        </Inline>
      </Card>
    </Page>
  );
}
