import { performance } from 'node:perf_hooks';
import { hashSecret, verifySecret } from '../src/auth/passwordHashing';

/** Median time of one argon2id verification with the server's parameters, in ms. */
export async function measureArgon2Verify(samples = 15): Promise<number> {
  const hashed = await hashSecret('a'.repeat(64));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    if (!(await verifySecret(hashed, 'a'.repeat(64)))) throw new Error('argon2 verify failed');
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
