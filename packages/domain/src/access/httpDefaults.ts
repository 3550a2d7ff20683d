/** SPEC §9: HTTP clients run without a timeout (0 = none). */
export const HTTP_TIMEOUT_MS = 0;

/** The health-check call (SPEC §7), public: no auth headers. */
export const HEALTH_CHECK_PATH = '/service/checkhealth';

/** SPEC §7: a response is a success for statuses 200 to 299. */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 299;
}
