import type { TFunction } from 'i18next';
import type { ApiFailure } from './errors';

/**
 * Failures the api-client already told the person about (SPEC §8): 401 signs out, 423 explains
 * the device or permission, 429 with exceeded PIN attempts opens the REMAKE_KYC status. A form
 * shows nothing more for them.
 */
export function handledByClient({ status, body }: ApiFailure): boolean {
  if (status === 401 || status === 423) return true;
  return status === 429 && body?.code === 'PIN_ATTEMPTS_EXCEEDED';
}

/**
 * The words for a failure no field owns, in the person's language: offline, rate-limited, or the
 * refusal's code read from the `errors` namespace (docs/product/errors.md). The server's own
 * pt-BR message is never shown, so the English app stays in English.
 */
export function failureMessage(t: TFunction, { status, body }: ApiFailure): string {
  if (status === null) return t('common.offline');
  if (status === 429 && body?.retry_after_seconds) {
    return t('forms.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(body.retry_after_seconds / 60)),
    });
  }
  // A limit's refusal names its period (i18next context: PIX_LIMIT_EXCEEDED_nighttime).
  const text = errorText(t, body?.code, typeof body?.period === 'string' ? body.period : undefined);
  if (text !== null) {
    // A limit says what still fits now (PIX_LIMIT_EXCEEDED's available_cents), formatted by
    // i18next's Intl currency format: the sign-in bundle carries no money formatting of its own.
    return typeof body?.available_cents === 'number'
      ? `${text} ${t('forms.availableNow', { amount: body.available_cents / 100 })}`
      : text;
  }
  return t('common.unexpectedError');
}

/**
 * The `errors` text of a code, or null when the app has none loaded: a code outside the
 * catalogue (another server's), or a bank refusal on a signed-out screen, whose texts come with
 * the bank layout. Asked of i18next rather than the catalogue, so the sign-in route carries no
 * list of every code (docs/decisions/0005-forms.md, the budget).
 */
export function errorText(t: TFunction, code: unknown, context?: string): string | null {
  if (typeof code !== 'string' || code === '') return null;
  const translate = t as unknown as (key: string, options: object) => string;
  const text = translate(code, { ns: 'errors', context, defaultValue: '' });
  return text === '' ? null : text;
}
