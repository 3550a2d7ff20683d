import { useTranslation } from 'react-i18next';
import {} from '@ipe/ui';
import { Loaded } from '../../app/layout/Loaded';
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

  return (
    <Page help="dados-da-conta" title={t('settings.title')}>
      <Loaded read={account} failed={t('settings.loadError')}>
        {(information) => (
          <>
            <AccountDetails information={information} />
            <NameForm key={`name-${information.account_id}`} information={information} />
            <AddressForm key={`address-${information.account_id}`} information={information} />
            <AccountFees />
          </>
        )}
      </Loaded>
    </Page>
  );
}
