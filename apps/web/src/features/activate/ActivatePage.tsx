import { useTranslation } from 'react-i18next';
import { Page } from '../../app/layout/Page';
import { ensureBankTexts } from '../../app/i18n/bankTexts';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { OpeningWizard } from './opening/OpeningWizard';
import { ACTIVATE_TEXTS } from './texts';

/**
 * /activate: opening an account on one's own (person or company), and accepting an invitation to
 * someone else's account.
 */
export function ActivatePage() {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { i18n } = useTranslation();
  // Opening an account fills the bank's own forms: their field and refusal texts come too.
  ensureBankTexts(i18n);
  return (
    <Page help="abrir-conta" title={t('title')} description={t('intro')}>
      <OpeningWizard />
      <AcceptInvitationForm />
    </Page>
  );
}
