import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@ipe/ui';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Page } from '../../app/layout/Page';
import { AccountDetails } from './AccountDetails';
import { AccountFees } from './AccountFees';
import { AddressForm } from './AddressForm';
import { NameForm } from './NameForm';
import { useAccountInformation } from './useAccountInformation';

/** Settings root (route name `account`): the account's details, display name and address. */
export function SettingsAccountPage() {
  const { t } = useTranslation();
  const account = useAccountInformation();
  const information = account.data;

  return (
    <Page help="dados-da-conta" title={t('settings.title')}>
      {information ? (
        <>
          <AccountDetails information={information} />
          <NameForm key={`name-${information.account_id}`} information={information} />
          <AddressForm key={`address-${information.account_id}`} information={information} />
          <AccountFees />
        </>
      ) : account.isError ? (
        <Card>
          <LoadFailed title={t('settings.loadError')} onRetry={() => void account.refetch()} />
        </Card>
      ) : (
        <Card aria-busy="true">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" />
        </Card>
      )}
    </Page>
  );
}
