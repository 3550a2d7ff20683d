/**
 * The generic HTTP client errors of SPEC §8. They are axios' own messages (the api-client is
 * axios), so they stay in English and keep axios' exact spelling, e.g. 'timeout of 0ms exceeded'
 * (the spec's 'N ms' is that template written out).
 */
export const HTTP_CLIENT_ERROR_MESSAGES = Object.freeze({
  NETWORK: 'Network Error',
  ABORTED: 'Request aborted',
  status: (status: number): string => `Request failed with status code ${status}`,
  timeout: (timeoutMs: number): string => `timeout of ${timeoutMs}ms exceeded`,
});
