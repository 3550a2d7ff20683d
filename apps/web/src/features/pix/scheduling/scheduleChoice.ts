import * as z from 'zod/mini';
import {
  checkPixScheduleRequest,
  isCalendarDate,
  PIX_SCHEDULE_FREQUENCIES,
  pixScheduleDateProblem,
  pixScheduleFields,
  pixScheduleOccurrences,
  todayInSaoPaulo,
  type PixScheduleFrequency,
} from '@ipe/domain';

/*
 * The "when" of a money-out form (docs/architecture/pix-scheduling.md): now, or from a later day,
 * once or every week or month. The rules are @ipe/domain's, the same the server applies; the
 * form checks the day against today in São Paulo, and the server against its own clock.
 */

/** A schedule as the confirmation shows it and the server receives it. */
export interface SchedulePlan {
  scheduledFor: string;
  frequency: PixScheduleFrequency;
  occurrences: number;
}

export const scheduleChoiceFields = {
  scheduled: z.boolean(),
  scheduled_for: z.optional(z.string()),
  frequency: z.enum(PIX_SCHEDULE_FREQUENCIES),
  occurrences: pixScheduleFields.shape.occurrences,
};

export interface ScheduleChoiceValues {
  scheduled: boolean;
  scheduled_for?: string | undefined;
  frequency: PixScheduleFrequency;
  occurrences?: number | null | undefined;
}

export const SCHEDULE_CHOICE_DEFAULTS: ScheduleChoiceValues = {
  scheduled: false,
  scheduled_for: '',
  frequency: 'once',
  occurrences: null,
};

type Issues = {
  addIssue: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void;
};

/** The rules of a chosen schedule; nothing to check when paying now. */
export function checkScheduleChoice(value: ScheduleChoiceValues, context: Issues) {
  if (!value.scheduled) return;
  const date = value.scheduled_for ?? '';
  const problem =
    date === ''
      ? 'REQUIRED'
      : !isCalendarDate(date)
        ? 'DATE_INVALID'
        : pixScheduleDateProblem(date, todayInSaoPaulo());
  if (problem) {
    context.addIssue({ code: 'custom', message: problem, input: date, path: ['scheduled_for'] });
  }
  checkPixScheduleRequest(value, context);
}

/** The schedule a form's values ask for, or undefined to pay now. */
export function schedulePlanOf(values: ScheduleChoiceValues): SchedulePlan | undefined {
  if (!values.scheduled || !values.scheduled_for) return undefined;
  return {
    scheduledFor: values.scheduled_for,
    frequency: values.frequency,
    occurrences: pixScheduleOccurrences(values.frequency, values.occurrences),
  };
}
