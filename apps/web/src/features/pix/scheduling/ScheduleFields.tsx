import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  addDays,
  PIX_SCHEDULE_FREQUENCIES,
  PIX_SCHEDULE_HORIZON_DAYS,
  PIX_SCHEDULE_MAX_OCCURRENCES,
  todayInSaoPaulo,
} from '@ipe/domain';
import { Checkbox, Radio, RadioGroup, Stack, TextField } from '@ipe/ui';
import { useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';
import type { ScheduleChoiceValues } from './scheduleChoice';

/**
 * "Agendar": pay on a later day instead of now, and repeat every week or month a number of
 * times. Part of every money-out form that names its recipient by key, bank data or account.
 */
export function ScheduleFields<Values extends FieldValues & ScheduleChoiceValues>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const errorOf = useFieldErrors(form);
  const name = (field: keyof ScheduleChoiceValues) => field as Path<Values>;
  const scheduled = form.watch(name('scheduled')) as boolean;
  const frequency = form.watch(name('frequency')) as string;
  const today = todayInSaoPaulo();
  return (
    <Stack space="md">
      <Controller
        control={form.control}
        name={name('scheduled')}
        render={({ field }) => (
          <Checkbox
            label={t('schedule.later')}
            description={t('schedule.laterHint')}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      {scheduled ? (
        <>
          <TextField
            type="date"
            label={t('schedule.date')}
            min={addDays(today, 1)}
            max={addDays(today, PIX_SCHEDULE_HORIZON_DAYS)}
            error={errorOf(name('scheduled_for'))}
            required
            {...form.register(name('scheduled_for'))}
          />
          <Controller
            control={form.control}
            name={name('frequency')}
            render={({ field }) => (
              <RadioGroup
                label={t('schedule.repeat')}
                value={field.value as string}
                onValueChange={field.onChange}
              >
                {PIX_SCHEDULE_FREQUENCIES.map((value) => (
                  <Radio key={value} value={value} label={t(`schedule.frequency.${value}`)} />
                ))}
              </RadioGroup>
            )}
          />
          {frequency !== 'once' ? (
            <Controller
              control={form.control}
              name={name('occurrences')}
              render={({ field }) => (
                <TextField
                  label={t('schedule.occurrences')}
                  hint={t('schedule.occurrencesHint', { max: PIX_SCHEDULE_MAX_OCCURRENCES })}
                  inputMode="numeric"
                  maxLength={2}
                  name={field.name}
                  ref={field.ref}
                  value={
                    field.value === null || field.value === undefined ? '' : String(field.value)
                  }
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, '');
                    field.onChange(digits === '' ? null : Number(digits));
                  }}
                  onBlur={field.onBlur}
                  error={errorOf(name('occurrences'))}
                  required
                />
              )}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
