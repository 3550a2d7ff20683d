import type { PixRecipient } from '@ipe/api-client';
import { Card, DescriptionList } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { typedKeyText } from '../keys/keyText';
import { PIX_TEXTS } from '../texts';

/** The shared state's keyBankData for a key: the institution and kind of account it pays. */
export function bankDataOf(recipient: PixRecipient) {
  return {
    ispb: recipient.institution.ispb,
    institution: recipient.institution.name,
    account_type: recipient.account_type,
  };
}

/** Who a key pays, as the DICT answered: the payer checks this before paying. */
export function RecipientSummary({ recipient }: { recipient: PixRecipient }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  return (
    <Card as="section" title={t('recipient.title')} headingLevel={2} tone="muted">
      <DescriptionList
        items={[
          { term: t('recipient.name'), description: recipient.name },
          { term: t('recipient.document'), description: recipient.document },
          { term: t('recipient.institution'), description: recipient.institution.name },
          {
            term: t('recipient.key'),
            description: typedKeyText(t, recipient.key_type, recipient.key),
          },
        ]}
      />
    </Card>
  );
}
