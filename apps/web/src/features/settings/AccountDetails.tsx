import { useTranslation } from 'react-i18next';
import { formatCnpj, formatCpf, formatPhone } from '@ipe/domain';
import { Card, DescriptionList } from '@ipe/ui';
import type { AccountInformation } from '../../app/api/types';

/** The account's fixed details, formatted the Brazilian way. */
export function AccountDetails({ information }: { information: AccountInformation }) {
  const { t } = useTranslation();
  const document =
    information.kind === 'company'
      ? formatCnpj(information.document)
      : formatCpf(information.document);
  const rows: Array<[string, string]> = [
    [t('settings.holder'), information.legal_name],
    [t('settings.document'), document],
    [t('settings.bank'), `${information.bank.code} — ${information.bank.name}`],
    [t('settings.branchNumber'), `${information.branch} / ${information.number}`],
  ];
  if (information.email) rows.push([t('settings.email'), information.email]);
  if (information.phone)
    rows.push([t('settings.phone'), formatPhone(information.phone) ?? information.phone]);
  return (
    <Card as="section" title={t('settings.accountData')} headingLevel={2}>
      <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
    </Card>
  );
}
