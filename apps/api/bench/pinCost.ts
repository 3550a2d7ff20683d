import { checkPinVerifier, pinVerifier } from '../src/pin/pinVerifier';

/**
 * Median time of one PIN check (the keyed verifier of docs/decisions/0009-keyed-pin-verifier.md),
 * in ms, to explain the real server's figures.
 */
export async function measurePinCheck(samples = 200): Promise<number> {
  const encoded = 'a'.repeat(64);
  const stored = pinVerifier('bench-key', 'bench-user', encoded);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const { matches } = await checkPinVerifier('bench-key', 'bench-user', stored, encoded);
    if (!matches) throw new Error('PIN check failed');
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
