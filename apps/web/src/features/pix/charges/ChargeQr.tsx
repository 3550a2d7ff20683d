import { formatBrl } from '@ipe/domain';
import type { PixCharge } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';
import { chargeAmount } from './chargeState';
import { PixCodeQr } from './PixCodeQr';

/** A charge as a payer takes it: its QR Code, copy-and-paste code and image. */
export function ChargeQr({ charge }: { charge: PixCharge }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const amount = formatBrl(chargeAmount(charge));
  // A boleto issued without a Pix key has no code to show.
  if (!charge.pixCopiaECola) return null;
  return (
    <PixCodeQr
      code={charge.pixCopiaECola}
      label={t('charge.qrLabel', { amount })}
      description={amount}
      fileName={`pix-${charge.txid}.png`}
    />
  );
}
