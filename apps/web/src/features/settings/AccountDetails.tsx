import { formatCnpj, formatCpf, formatPhone } from '@ipe/domain';
import { Card, DescriptionList } from '@ipe/ui';
import type { AccountInformation } from '../../app/api/types';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** The account's fixed details, formatted the Brazilian way. */
export function AccountDetails({ information }: { information: AccountInformation }) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const document =
    information.kind === 'company'
      ? formatCnpj(information.document)
      : formatCpf(information.document);
  const rows: Array<[string, string]> = [
    [t('holder'), information.legal_name],
    [t('document'), document],
    [t('bank'), `${information.bank.code} — ${information.bank.name}`],
    [t('branchNumber'), `${information.branch} / ${information.number}`],
  ];
  if (information.email) rows.push([t('email'), information.email]);
  if (information.phone)
    rows.push([t('phone'), formatPhone(information.phone) ?? information.phone]);
  return (
    <Card as="section" title={t('accountData')} headingLevel={2}>
      <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
    </Card>
  );
}
