import type { KycOutcome } from '@ipe/domain';

/** What the identity step sends a KYC provider: who the person says they are, and the photos. */
export interface KycRequest {
  purpose: 'opening' | 'reverification';
  name: string;
  cpf: string;
  birthDate: string;
  documentType: 'RG' | 'CNH';
  /** The simulated provider's answer, as its sandbox lets a tester choose; real ones ignore it. */
  simulatedOutcome?: KycOutcome | undefined;
}

/**
 * A KYC provider's role (docs/architecture/account-opening.md): compare a document photo with a
 * selfie and the data given, and answer approved, rejected, or "a person must look" (analysis).
 * A real provider receives the images through its own SDK in the browser and answers here by the
 * session's id; the adapter hides which one is in use.
 */
export interface KycProvider {
  /** Shown to the web so it offers the sandbox's choice only with the simulated provider. */
  readonly name: string;
  readonly simulated: boolean;
  verify(request: KycRequest): Promise<KycOutcome>;
}

/**
 * The demo's provider: answers what the tester chose, and by default sends the case to an analyst
 * (the common answer of a real provider for a first account).
 */
export function createSimulatedKycProvider(): KycProvider {
  return {
    name: 'simulated',
    simulated: true,
    async verify(request) {
      return request.simulatedOutcome ?? 'analysis';
    },
  };
}
