import { Select } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

/** Which of the account's keys a charge or a fixed QR Code is paid into. */
export function ReceivingKeySelect({
  keys,
  name,
  value,
  onValueChange,
  error,
}: {
  keys: readonly PixKey[];
  name: string;
  value: string;
  onValueChange: (key: string) => void;
  error: string | undefined;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  return (
    <Select
      label={t('charge.key')}
      hint={t('charge.keyHint')}
      options={keys.map((k) => ({
        value: k.key,
        label: `${t(`keyTypes.${k.key_type}`)} · ${k.key}`,
      }))}
      value={value}
      onValueChange={onValueChange}
      name={name}
      error={error}
      required
    />
  );
}
