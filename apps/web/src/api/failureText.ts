import type { TFunction } from 'i18next';
import type { ApiFailure } from './errors';

/**
 * Failures the api-client already told the person about (SPEC §8): 401 signs out, 423 explains
 * the device or permission, 429 `exceeded_attempts` opens the REMAKE_KYC status. A form shows
 * nothing more for them.
 */
export function handledByClient({ status, body }: ApiFailure): boolean {
  if (status === 401 || status === 423) return true;
  return status === 429 && body?.message === 'exceeded_attempts';
}

/** The words for a failure no field owns: offline, rate-limited, or the server's own message. */
export function failureMessage(t: TFunction, { status, body }: ApiFailure): string {
  if (status === null) return t('common.offline');
  if (status === 429 && body?.retry_after_seconds) {
    return t('forms.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(body.retry_after_seconds / 60)),
    });
  }
  return body?.message ?? t('common.unexpectedError');
}
