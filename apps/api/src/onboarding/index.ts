// Opening an account, and proving one's identity again (docs/architecture/account-opening.md).
export { createSimulatedKycProvider, type KycProvider } from './kycProvider';
