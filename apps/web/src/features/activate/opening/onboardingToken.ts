import { createTypedStorage } from '@ipe/domain';

const KEY = 'ONBOARDING_TOKEN';

/**
 * The token the e-mailed code gave, kept in local storage (product prefix) so a reload or a
 * closed tab goes on where it stopped; another browser resumes with the e-mail and a new code.
 */
export const onboardingToken = {
  read(): string | null {
    const value = createTypedStorage(window.localStorage).get<unknown>(KEY);
    return typeof value === 'string' ? value : null;
  },
  save(token: string): void {
    createTypedStorage(window.localStorage).set(KEY, token);
  },
  clear(): void {
    createTypedStorage(window.localStorage).remove(KEY);
  },
};
