// Opening an account, and proving one's identity again (docs/architecture/account-opening.md).
export { onboardingRoutes } from './routes';
export { createSimulatedKycProvider, type KycProvider } from './kycProvider';
