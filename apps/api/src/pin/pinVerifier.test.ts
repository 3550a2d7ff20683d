import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/passwordHashing';
import { DEMO_PIN } from '../seed';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createPinService } from './pinService';
import { checkPinVerifier, pinVerifier } from './pinVerifier';

/** The keyed PIN verifier (docs/decisions/0009-keyed-pin-verifier.md). */
describe('keyed PIN verifiers', () => {
  let t: TestApp;
  let userId: string;
  let right: string;
  let wrong: string;
  const storedVerifier = async () =>
    (await t.db.query<{ pin_hash: string }>('SELECT pin_hash FROM users WHERE id = $1', [userId]))
      .rows[0]!.pin_hash;

  beforeAll(async () => {
    t = await createTestApp();
    right = await encodePin(DEMO_PIN);
    wrong = await encodePin('9876');
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'maria@ipe.dev'",
    );
    userId = rows[0]!.id;
  });
  afterAll(() => t.close());

  it('keeps neither the PIN nor its digest, and depends on the key and the user', () => {
    const verifier = pinVerifier('key-one', userId, right);
    expect(verifier).toMatch(/^hmac-sha256\$v1\$[A-Za-z0-9_-]{43}$/);
    expect(verifier).not.toContain(right);
    expect(pinVerifier('key-two', userId, right)).not.toBe(verifier);
    expect(pinVerifier('key-one', 'another-user', right)).not.toBe(verifier);
  });

  it('replaces an argon2id verifier on the next right PIN, and not on a wrong one', async () => {
    await t.db.query('UPDATE users SET pin_hash = $2 WHERE id = $1', [
      userId,
      await hashSecret(right),
    ]);
    await expect(t.app.ipe.pins.check({ userId, encodedPin: wrong })).rejects.toMatchObject({
      code: 'INVALID_PIN',
    });
    expect(await storedVerifier()).toMatch(/^\$argon2id\$/);

    await t.app.ipe.pins.check({ userId, encodedPin: right });
    const upgraded = await storedVerifier();
    expect(upgraded).toMatch(/^hmac-sha256\$v1\$/);
    // The keyed verifier now answers, for the right PIN only.
    await t.app.ipe.pins.check({ userId, encodedPin: right });
    await expect(t.app.ipe.pins.check({ userId, encodedPin: wrong })).rejects.toMatchObject({
      code: 'INVALID_PIN',
    });
    await t.app.ipe.pins.check({ userId, encodedPin: right });
  });

  it('writes the user’s row only when a check changes it (migration 0038)', async () => {
    await t.app.ipe.pins.setPin(userId, right);
    // A new row version has a new xmin; a row only read (and locked) keeps it.
    const version = async () =>
      (await t.db.query<{ v: string }>('SELECT xmin::text AS v FROM users WHERE id = $1', [userId]))
        .rows[0]!.v;
    const state = async () =>
      (
        await t.db.query<{ pin_failed_attempts: number }>(
          'SELECT pin_failed_attempts FROM users WHERE id = $1',
          [userId],
        )
      ).rows[0]!.pin_failed_attempts;
    await t.app.ipe.pins.check({ userId, encodedPin: right });
    const clean = await version();
    await t.app.ipe.pins.check({ userId, encodedPin: right });
    expect(await version()).toBe(clean);

    await expect(t.app.ipe.pins.check({ userId, encodedPin: wrong })).rejects.toMatchObject({
      code: 'INVALID_PIN',
    });
    expect(await state()).toBe(1);
    const counted = await version();
    expect(counted).not.toBe(clean);
    // The right PIN clears the wrong one: a write; then there is nothing left to clear.
    await t.app.ipe.pins.check({ userId, encodedPin: right });
    expect(await state()).toBe(0);
    const cleared = await version();
    expect(cleared).not.toBe(counted);
    await t.app.ipe.pins.check({ userId, encodedPin: right });
    expect(await version()).toBe(cleared);
  });

  it('stores a new PIN keyed, and without the server key a copy of the database checks nothing', async () => {
    await t.app.ipe.pins.setPin(userId, right);
    const stored = await storedVerifier();
    expect(stored).toMatch(/^hmac-sha256\$v1\$/);
    // Someone with the database but another key cannot test the right PIN against it.
    expect(await checkPinVerifier('a-guessed-key', userId, stored, right)).toEqual({
      matches: false,
      outdated: false,
    });
    const elsewhere = createPinService({ db: t.db, maxAttempts: 3, pinKey: 'a-guessed-key' });
    await expect(elsewhere.check({ userId, encodedPin: right })).rejects.toMatchObject({
      code: 'INVALID_PIN',
    });
    await t.app.ipe.pins.check({ userId, encodedPin: right });
  });
});
