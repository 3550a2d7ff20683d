import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { setField } from '@ipe/domain';
import { BalanceCard, Column, Columns, Link } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import { useClientState } from '../../app/session/clientStateContext';
import { useSession } from '../../app/session/sessionContext';
import { LatestMovements } from './LatestMovements';
import { Shortcuts } from './Shortcuts';
import { useBalance } from '../../app/balance/useBalance';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { HOME_TEXTS } from './texts';

/** Home: the balance with its show/hide toggle, shortcuts and the latest movements. */
export function HomePage() {
  const { t } = useFeatureTranslation(HOME_TEXTS);
  const { t: tApp } = useTranslation();
  const { state, dispatch } = useClientState();
  const { session } = useSession();
  const balance = useBalance();
  // The person signed in, not the company they operate; the account's name for older sessions.
  const name =
    session.accountStatus?.user_name ??
    session.accountInformation?.name ??
    session.accounts[0]?.name ??
    '';
  const firstName = name.split(' ')[0] ?? '';
  const information = session.accountInformation;

  return (
    <Page
      help="saldo"
      wide
      title={firstName ? t('greeting', { name: firstName }) : t('title')}
      description={
        information
          ? tApp('header.accountLine', { branch: information.branch, number: information.number })
          : undefined
      }
    >
      <Columns space="lg" alignY="top">
        <BalanceCard
          balance={state.balance}
          visible={state.isShowBalance}
          onVisibleChange={(visible) => dispatch(setField('isShowBalance', visible))}
          loading={balance.isPending && balance.fetchStatus !== 'idle'}
          error={balance.isError ? t('balanceError') : false}
          onRetry={() => void balance.refetch()}
          title={t('balanceTitle')}
          toggleLabel={t('showBalance')}
          loadingLabel={t('loadingBalance')}
          retryLabel={tApp('common.retry')}
          footer={
            <Link asChild>
              <RouterLink to="/bank/statement/account">{t('seeStatement')}</RouterLink>
            </Link>
          }
        />
        <Shortcuts />
        <Column width="full">
          <LatestMovements hideAmounts={!state.isShowBalance} />
        </Column>
      </Columns>
    </Page>
  );
}
