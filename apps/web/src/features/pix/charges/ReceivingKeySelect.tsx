import { Select } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { typedKeyText } from '../keys/keyText';
import { PIX_TEXTS } from '../texts';

/** The option of a boleto without Pix: the select's own value for "no key" (''). */
const NO_KEY = 'sem-pix';

/**
 * Which of the account's keys a charge or a fixed QR Code is paid into; with `noKeyLabel`, also
 * none (a boleto without Pix), whose value is ''.
 */
export function ReceivingKeySelect({
  keys,
  name,
  value,
  onValueChange,
  error,
  noKeyLabel,
}: {
  keys: readonly PixKey[];
  name: string;
  value: string;
  onValueChange: (key: string) => void;
  error: string | undefined;
  noKeyLabel?: string | undefined;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  return (
    <Select
      label={t('charge.key')}
      hint={t('charge.keyHint')}
      options={[
        ...keys.map((k) => ({
          value: k.key,
          label: typedKeyText(t, k.key_type, k.key),
        })),
        ...(noKeyLabel ? [{ value: NO_KEY, label: noKeyLabel }] : []),
      ]}
      value={noKeyLabel && value === '' ? NO_KEY : value}
      onValueChange={(picked) => onValueChange(picked === NO_KEY ? '' : picked)}
      name={name}
      error={error}
      required
    />
  );
}
