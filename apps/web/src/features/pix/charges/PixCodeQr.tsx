import { useState } from 'react';
import { Button, QRCodeView } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { saveFile } from '../../../app/documents';
import { PIX_TEXTS } from '../texts';

/**
 * A Pix code as a payer takes it: the QR Code, its copy-and-paste text and a PNG to send. `label`
 * names the image for screen readers; `fileName` is the PNG's name.
 */
export function PixCodeQr({
  code,
  label,
  description,
  fileName,
}: {
  code: string;
  label: string;
  description: string;
  fileName: string;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      // The image is drawn here, with margin and size a phone's camera reads from a screenshot.
      const { toCanvas } = await import('qrcode');
      const canvas = document.createElement('canvas');
      await toCanvas(canvas, code, { width: 512, margin: 4 });
      const image = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/png'),
      );
      if (image) saveFile(image, fileName);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <QRCodeView
        value={code}
        label={label}
        description={description}
        copyFieldLabel={t('charge.copyLabel')}
      />
      <Button variant="secondary" loading={saving} onClick={() => void download()}>
        {t('charge.download')}
      </Button>
    </>
  );
}
