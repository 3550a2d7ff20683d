import { Controller, type Control, type Path } from 'react-hook-form';
import { IDENTITY_DOCUMENT_TYPES, KYC_OUTCOMES } from '@ipe/domain';
import { Radio, RadioGroup } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';

/** The identity step's choices, for opening an account and for proving one's identity again. */
interface IdentityValues {
  document_type: string;
  simulated_outcome: string;
}

/**
 * Which photo ID, and, with the simulated KYC provider only, what it should answer: a real
 * provider's SDK would take the document photo and the selfie here.
 */
export function IdentityFields<Values extends IdentityValues, Output>({
  control,
  simulated,
}: {
  control: Control<Values, unknown, Output>;
  simulated: boolean;
}) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  return (
    <>
      <Controller
        control={control}
        name={'document_type' as Path<Values>}
        render={({ field }) => (
          <RadioGroup
            label={t('identity.documentType')}
            name={field.name}
            value={field.value as string}
            onValueChange={field.onChange}
          >
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`identity.documentTypes.${type}`)} />
            ))}
          </RadioGroup>
        )}
      />
      {simulated ? (
        <Controller
          control={control}
          name={'simulated_outcome' as Path<Values>}
          render={({ field }) => (
            <RadioGroup
              label={t('identity.simulated')}
              hint={t('identity.simulatedHint')}
              name={field.name}
              value={field.value as string}
              onValueChange={field.onChange}
            >
              {[...KYC_OUTCOMES].reverse().map((outcome) => (
                <Radio key={outcome} value={outcome} label={t(`identity.outcomes.${outcome}`)} />
              ))}
            </RadioGroup>
          )}
        />
      ) : null}
    </>
  );
}
