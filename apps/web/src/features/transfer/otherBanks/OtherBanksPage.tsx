import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PayByBankDataPage } from '../../pix';
import { TRANSFER_TEXTS } from '../texts';

/**
 * transfer/outrosBancos: a transfer to another bank is a Pix by bank data (instant, any hour),
 * and the screen says so (docs/architecture/pix-payments.md, "Transfers").
 */
export function OtherBanksPage() {
  const { t } = useFeatureTranslation(TRANSFER_TEXTS);
  return (
    <PayByBankDataPage title={t('otherBanks.title')} description={t('otherBanks.description')} />
  );
}
