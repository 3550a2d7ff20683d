import {} from '@ipe/ui';
import { Loaded } from '../../app/layout/Loaded';
import { Page } from '../../app/layout/Page';
import { AccountDetails } from './AccountDetails';
import { AccountFees } from './AccountFees';
import { AddressForm } from './AddressForm';
import { NameForm } from './NameForm';
import { useAccountInformation } from './useAccountInformation';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** Settings root (route name `account`): the account's details, display name and address. */
export function SettingsAccountPage() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const account = useAccountInformation();

  return (
    <Page help="dados-da-conta" title={t('title')}>
      <Loaded read={account} failed={t('loadError')}>
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
