import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

/** Signature checked once per token, expiry on every use (tokens.ts). */
describe('session tokens', () => {
  const claims = {
    accountId: '6f1c1f0e-3c8a-4a57-9d4e-0a5e1c2b3d4f',
    userId: '0b6f4a1e-2d3c-4e5f-8a9b-0c1d2e3f4a5b',
    sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  };

  it('answers a token it checked before until it expires, by the server clock', async () => {
    let now = new Date('2026-11-26T15:00:00Z');
    const tokens = createTokenService({
      secret: 'k'.repeat(32),
      ttlSeconds: 60,
      clock: { now: () => now },
    });
    const { token, expiresAt } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now = new Date(expiresAt.getTime() - 1);
    expect(await tokens.verify(token)).toEqual(claims);
    now = expiresAt;
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'SESSION_INVALID' });
    // Nor does it come back once the clock is wound back: it was forgotten, and checked afresh.
    now = new Date('2026-11-26T15:00:30Z');
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('never answers a token from memory that another key signed', async () => {
    const clock = { now: () => new Date('2026-11-26T15:00:00Z') };
    const ours = createTokenService({ secret: 'k'.repeat(32), ttlSeconds: 60, clock });
    const theirs = createTokenService({ secret: 'x'.repeat(32), ttlSeconds: 60, clock });
    const { token } = await theirs.sign(claims);
    await theirs.verify(token);
    await expect(ours.verify(token)).rejects.toMatchObject({ code: 'SESSION_INVALID' });
  });
});
