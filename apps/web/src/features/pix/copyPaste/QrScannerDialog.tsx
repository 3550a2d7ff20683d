import { BarcodeScannerDialog } from '../../../app/camera';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

const QR_ONLY = ['qr_code'] as const;

/** The camera, read for a Pix QR Code (a Pix code is never another symbology). */
export function QrScannerDialog({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  return (
    <BarcodeScannerDialog
      formats={QR_ONLY}
      texts={t('scanner', { returnObjects: true })}
      onCode={onCode}
      onClose={onClose}
    />
  );
}
