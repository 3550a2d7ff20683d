import type { statusPtBR } from './ptBR';

/** The texts of /status in English, fetched when someone picks English. */
export const statusEn: typeof statusPtBR = {
  title: 'Your account status',
  unknownTitle: 'Account status',
  unknown: "We couldn't tell your account status. Sign in again or contact support.",
  nextStep: 'Next step',
  continueConsult: 'See my account (read only)',
  continue: 'Go to home',
  signInAgain: 'Sign in again',
  meanwhile: 'Meanwhile',
  expectedTime: 'How long',
  access: {
    full: 'You can use every function of the account.',
    consult: 'You can sign in and see your balance, statement and receipts, but not move money.',
    none: 'The account cannot be used in the app. Support can help with what you need.',
  },
  expected: {
    now: 'Right away.',
    minutes: 'A few minutes, once you take this step.',
    twoBusinessDays: 'Up to 2 business days.',
    oneBusinessDay: 'Support answers within 1 business day.',
    none: 'No set time: it depends on what you ask support.',
  },
  action: {
    activate: 'Finish activation',
    verifyIdentity: 'Confirm identity',
  },
  ACTIVE: {
    title: 'Active account',
    description: 'Your account is active and can be used normally.',
    next: 'Go to home to see your balance and movements.',
  },
  PENDING_ACTIVATION: {
    title: 'Activation pending',
    description:
      'Your account was created, but activation is not finished: personal data, address, password, PIN and device.',
    next: 'Finish the activation to start using the account.',
  },
  IN_ANALYSIS: {
    title: 'Account under review',
    description: 'We are checking your data and documents. Meanwhile the account is read only.',
    next: 'Wait for our e-mail. There is nothing new to send.',
  },
  REMAKE_KYC: {
    title: 'Confirm your identity',
    description:
      'For your safety, operations were blocked after too many wrong PIN attempts. The account is read only until you confirm your identity.',
    next: 'Confirm your identity again with a photo ID and a selfie.',
  },
  BLOCKED: {
    title: 'Account blocked',
    description:
      'Your account is blocked and cannot move money. You can still see your balance and statement.',
    next: 'Contact support to learn why and how to unblock it.',
  },
  CLOSED: {
    title: 'Account closed',
    description: 'This account was closed and takes no more movements.',
    next: 'If you need old statements or receipts, contact support.',
  },
  REJECTED: {
    title: 'Account opening not approved',
    description: 'We could not approve opening your account with the data and documents sent.',
    next: 'Contact support to learn why and whether you can apply again.',
  },
};
