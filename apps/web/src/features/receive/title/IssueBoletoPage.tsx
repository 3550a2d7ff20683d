import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { BoletoPixPage } from '../../pix';
import { RECEIVE_TEXTS } from '../texts';

/**
 * receive/title: issue a boleto. Every boleto this bank issues carries a Pix QR Code (a charge
 * with due date, docs/architecture/pix-receiving.md), so this is the boleto with Pix screen under
 * this section's heading.
 */
export function IssueBoletoPage() {
  const { t } = useFeatureTranslation(RECEIVE_TEXTS);
  return <BoletoPixPage title={t('title.title')} description={t('title.description')} />;
}
