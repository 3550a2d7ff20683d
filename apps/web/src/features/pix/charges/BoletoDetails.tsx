import { useState } from 'react';
import { useGetBankAccount } from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import { formatBrl, formatDay } from '@ipe/domain';
import { Amount, Button, Card, CopyField, DescriptionList, Link, Stack, Text } from '@ipe/ui';
import type { PixCharge } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { saveFile } from '../../../app/documents';
import { PIX_TEXTS } from '../texts';
import { boletoFileName, boletoInstructions, boletoPdf, payerDocument } from './boletoPdf';
import { chargeAmount, chargeAmountToday, isPayable } from './chargeState';
import { PixCodeQr } from './PixCodeQr';

/**
 * A boleto with Pix as its payer takes it: amount, due date and terms, the line and the QR Code
 * while it can be paid, and the PDF to send (pix/receive/boletoPix, pix/requests/:txid).
 */
export function BoletoDetails({ charge }: { charge: PixCharge }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const account = useGetBankAccount(sub, { query: { enabled: sub !== '', select: dataOf } });
  const [saving, setSaving] = useState(false);
  const amount = formatBrl(chargeAmount(charge));
  const today = chargeAmountToday(charge);
  const download = async () => {
    setSaving(true);
    try {
      const pdf = await boletoPdf(charge, { name: account.data?.name ?? '' }, t);
      saveFile(pdf, boletoFileName(charge));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Stack space="md">
        <Amount value={chargeAmount(charge)} size="xl" />
        <DescriptionList
          items={[
            {
              term: t('boleto.dueDate'),
              description: formatDay(charge.calendario.dataDeVencimento ?? ''),
            },
            {
              term: t('boleto.payer'),
              description: `${charge.devedor?.nome ?? ''} · ${payerDocument(charge)}`,
            },
            ...(today !== null && isPayable(charge)
              ? [{ term: t('boleto.amountToday'), description: formatBrl(today) }]
              : []),
          ]}
        />
        {boletoInstructions(charge, t).map((line) => (
          <Text key={line} tone="muted">
            {line}
          </Text>
        ))}
        {charge.boleto && isPayable(charge) ? (
          <>
            <CopyField label={t('boleto.line')} value={charge.boleto.linhaDigitavel} />
            <Link href={`#/boleto/${charge.boleto.identificador}`} target="_blank">
              {t('boleto.publicLink')}
            </Link>
            {charge.pixCopiaECola ? (
              <PixCodeQr
                code={charge.pixCopiaECola}
                label={t('boleto.qrLabel', { amount })}
                description={amount}
                fileName={`pix-${charge.txid}.png`}
              />
            ) : null}
          </>
        ) : null}
        <Button variant="primary" loading={saving} onClick={() => void download()}>
          {t('boleto.download')}
        </Button>
      </Stack>
    </Card>
  );
}
