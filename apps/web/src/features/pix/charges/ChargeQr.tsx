import { useState } from 'react';
import { formatBrl } from '@ipe/domain';
import { Button, QRCodeView } from '@ipe/ui';
import type { PixCharge } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { saveFile } from '../dateTime';
import { PIX_TEXTS } from '../texts';
import { chargeAmount } from './chargeState';

/** A charge as a payer takes it: the QR Code, its copy-and-paste code and a PNG to send. */
export function ChargeQr({ charge }: { charge: PixCharge }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [saving, setSaving] = useState(false);
  const amount = formatBrl(chargeAmount(charge));
  const download = async () => {
    setSaving(true);
    try {
      // The image is drawn here, with margin and size a phone's camera reads from a screenshot.
      const { toCanvas } = await import('qrcode');
      const canvas = document.createElement('canvas');
      await toCanvas(canvas, charge.pixCopiaECola, { width: 512, margin: 4 });
      const image = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/png'),
      );
      if (image) saveFile(image, `pix-${charge.txid}.png`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <QRCodeView
        value={charge.pixCopiaECola}
        label={t('charge.qrLabel', { amount })}
        description={amount}
        copyFieldLabel={t('charge.copyLabel')}
      />
      <Button variant="secondary" loading={saving} onClick={() => void download()}>
        {t('charge.download')}
      </Button>
    </>
  );
}
