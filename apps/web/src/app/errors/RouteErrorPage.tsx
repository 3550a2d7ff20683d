import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button, ContentBlock, EmptyState } from '@ipe/ui';

/**
 * What a screen that failed to load or render shows instead (a lost connection while fetching
 * its code, a bug): never a blank page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console for whoever investigates; the person sees a way forward.
    console.error(error);
  }, [error]);
  return (
    <ContentBlock as="main">
      <EmptyState
        role="alert"
        title={t('common.unexpectedError')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </ContentBlock>
  );
}
