import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';

const DAY = 24 * 60 * 60 * 1000;

/**
 * pix/keys through the real routes (docs/architecture/pix-keys.md): Maria (a person, 5 keys at
 * most) and the Padaria (a company, 20) register, delete and claim keys; the claims' other side is
 * a customer here or a simulated participant, and the 7-day deadline runs on the test clock.
 */
describe('Pix keys', () => {
  let t: TestApp;
  let maria: Session;
  let padaria: Session;
  const clock = createTestClock();

  const keysOf = async (session: Session) =>
    (
      await call(t.app, session, {
        method: 'GET',
        url: `/v1/bank/accounts/${session.accountId}/pix/keys`,
      })
    ).json().data as { key_type: string; key: string }[];
  const register = (session: Session, body: Record<string, unknown>) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/keys`,
      payload: body,
    });
  const openClaim = (session: Session, body: Record<string, unknown>) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/keys/claims`,
      payload: body,
    });
  const claimsOf = async (session: Session) =>
    (
      await call(t.app, session, {
        method: 'GET',
        url: `/v1/bank/accounts/${session.accountId}/pix/keys/claims`,
      })
    ).json().data as Record<string, unknown>[];
  const remove = (session: Session, key: string) =>
    call(t.app, session, {
      method: 'DELETE',
      url: `/v1/bank/accounts/${session.accountId}/pix/keys/${encodeURIComponent(key)}`,
    });
  /** Starts a confirmation and reads its code where it went (the outbox: e-mail or text). */
  async function confirm(session: Session, keyType: 'email' | 'phone', key: string) {
    const started = await call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/keys/confirmations`,
      payload: { key_type: keyType, key },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { id, key: normalised } = started.json().data;
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(normalised)}&limit=1`,
      headers: operatorHeaders(t.app),
    });
    const [message] = outbox.json().data;
    expect(message.channel).toBe(keyType === 'email' ? 'email' : 'sms');
    const code = /(\d{6})/.exec(message.text)![1]!;
    return { key_type: keyType, key: normalised, confirmation_id: id, code };
  }

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    padaria = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, padaria, 'carlos@ipe.dev');
  });
  afterAll(() => t.close());

  it("registers the holder's own document only, and refuses a key the account already has", async () => {
    const other = await register(maria, { key_type: 'cpf', key: '390.533.447-05' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ key: 'PIX_KEY_NOT_HOLDER_DOCUMENT' });
    const again = await register(maria, { key_type: 'cpf', key: '529.982.247-25' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PIX_KEY_ALREADY_YOURS');
  });

  it('registers an e-mail only with the code sent to it, counting wrong guesses', async () => {
    const confirmation = await confirm(maria, 'email', 'Maria.Santos@Exemplo.com.br');
    expect(confirmation.key).toBe('maria.santos@exemplo.com.br');
    const wrong = await register(maria, {
      ...confirmation,
      code: '000000' === confirmation.code ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP', remaining_attempts: 4 });
    const missing = await register(maria, { key_type: 'email', key: confirmation.key });
    expect(missing.json().fields).toEqual({ code: 'REQUIRED' });

    const registered = await register(maria, confirmation);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data).toMatchObject({ key_type: 'email', key: confirmation.key });
    // The code is spent: it registers nothing twice.
    const replay = await register(maria, confirmation);
    expect(replay.json().code).toBe('PIX_KEY_ALREADY_YOURS');
  });

  it('refuses the 6th key of a person, even when two arrive at once', async () => {
    expect(await keysOf(maria)).toHaveLength(3);
    const [a, b] = await Promise.all([
      register(maria, { key_type: 'evp' }),
      register(maria, { key_type: 'evp' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 201]);
    expect(a.json().data.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    const [c, d] = await Promise.all([
      register(maria, { key_type: 'evp' }),
      register(maria, { key_type: 'evp' }),
    ]);
    expect([c.statusCode, d.statusCode]).toEqual([422, 422]);
    expect(c.json()).toMatchObject({ code: 'PIX_KEY_LIMIT_REACHED', limit: 5 });
    expect(await keysOf(maria)).toHaveLength(5);
    // A phone's code is not even sent once the account is full.
    const started = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/keys/confirmations`,
      payload: { key_type: 'phone', key: '(21) 99876-1234' },
    });
    expect(started.json().code).toBe('PIX_KEY_LIMIT_REACHED');
    await remove(maria, a.json().data.key);
    await remove(maria, b.json().data.key);
  });

  it('refuses the 21st key of a company', async () => {
    const made = await Promise.all(
      Array.from({ length: 19 }, () => register(padaria, { key_type: 'evp' })),
    );
    expect(made.map((res) => res.statusCode)).toEqual(Array(19).fill(201));
    const over = await register(padaria, { key_type: 'evp' });
    expect(over.json()).toMatchObject({ code: 'PIX_KEY_LIMIT_REACHED', limit: 20 });
    for (const res of made.slice(1)) {
      expect((await remove(padaria, res.json().data.key)).statusCode).toBe(204);
    }
  });

  it('deleting a key frees it at once and removes the charges still payable into it', async () => {
    const evp = (await keysOf(padaria)).find((k) => k.key_type === 'evp')!.key;
    const charge = await call(t.app, padaria, {
      method: 'POST',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/charges`,
      payload: { key: evp, amount_cents: 10_00 },
    });
    expect(charge.statusCode).toBe(201);
    expect((await remove(padaria, evp)).statusCode).toBe(204);
    expect((await remove(padaria, evp)).json().code).toBe('PIX_KEY_NOT_FOUND');
    const after = await call(t.app, padaria, {
      method: 'GET',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/charges/${charge.json().data.txid}`,
    });
    expect(after.json().data.status).toBe('REMOVIDA_PELO_PSP');
  });

  it('claims an e-mail held at another participant: the other side confirms and it moves here', async () => {
    const confirmation = await confirm(maria, 'email', 'ana.moreira@exemplo.com.br');
    const held = await register(maria, confirmation);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'PIX_KEY_HELD_ELSEWHERE', claim_type: 'ownership' });

    const opened = await openClaim(maria, confirmation);
    expect(opened.statusCode, opened.body).toBe(201);
    const claim = opened.json().data;
    expect(claim).toMatchObject({
      claim_type: 'ownership',
      role: 'claimer',
      donor_ispb: '00000000',
      status: 'OPEN',
    });
    expect(Date.parse(claim.resolve_by) - Date.parse(claim.opened_at)).toBe(7 * DAY);
    // The code is spent with the claim.
    expect((await openClaim(maria, confirmation)).json().code).toBe('OTP_CHALLENGE_NOT_FOUND');

    const answered = await t.app.inject({
      method: 'POST',
      url: `/admin/pix/claims/${claim.id}`,
      headers: operatorHeaders(t.app),
      payload: { release: true },
    });
    expect(answered.json().data).toMatchObject({
      status: 'COMPLETED',
      resolution: 'DONOR_CONFIRMED',
    });
    expect((await keysOf(maria)).map((k) => k.key)).toContain('ana.moreira@exemplo.com.br');
    // Paying the key now pays Maria, here.
    const looked = await call(t.app, padaria, {
      method: 'POST',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/keys/lookup`,
      payload: { key: 'ana.moreira@exemplo.com.br' },
    });
    expect(looked.json().data.name).toBe('Maria Oliveira Santos');
  });

  it('lets the holder here keep a key someone claims, and the claimer cancel', async () => {
    const confirmation = await confirm(padaria, 'email', 'maria@ipe.dev');
    expect((await register(padaria, confirmation)).json().claim_type).toBe('ownership');
    const claim = (await openClaim(padaria, confirmation)).json().data;

    const seen = (await claimsOf(maria)).find((c) => c.id === claim.id);
    expect(seen).toMatchObject({ role: 'donor', status: 'OPEN', claim_type: 'ownership' });
    const kept = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/keys/claims/${claim.id}/answer`,
      payload: { release: false },
    });
    expect(kept.json().data).toMatchObject({ status: 'CANCELLED', resolution: 'DONOR_CANCELLED' });
    expect((await keysOf(maria)).map((k) => k.key)).toContain('maria@ipe.dev');

    // Someone else's claim is not the claimer's to answer, nor the donor's to cancel.
    const second = (
      await openClaim(padaria, await confirm(padaria, 'email', 'maria@ipe.dev'))
    ).json().data;
    const notTheirs = await call(t.app, padaria, {
      method: 'POST',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/keys/claims/${second.id}/answer`,
      payload: { release: true },
    });
    expect(notTheirs.json().code).toBe('PIX_KEY_CLAIM_NOT_FOUND');
    const cancelled = await call(t.app, padaria, {
      method: 'POST',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/keys/claims/${second.id}/cancel`,
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      resolution: 'CLAIMER_CANCELLED',
    });
  });

  it('gives an undisputed ownership claim the key when the 7 days run out', async () => {
    const confirmation = await confirm(padaria, 'phone', '+55 11 97654-3210');
    const claim = (await openClaim(padaria, confirmation)).json().data;
    expect(claim).toMatchObject({ claim_type: 'ownership', key: '+5511976543210' });
    // Carlos's own account holds this phone; nobody answers.
    clock.advance(7 * DAY - 1000);
    padaria = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, padaria, 'carlos@ipe.dev');
    expect((await claimsOf(padaria)).find((c) => c.id === claim.id)?.status).toBe('OPEN');
    clock.advance(1000);
    padaria = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, padaria, 'carlos@ipe.dev');
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    expect((await claimsOf(padaria)).find((c) => c.id === claim.id)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'DEADLINE',
    });
    expect((await keysOf(padaria)).map((k) => k.key)).toContain('+5511976543210');
  });

  it('refuses a claim on a free key and a second claim on the same key', async () => {
    const free = await openClaim(padaria, await confirm(padaria, 'email', 'livre@padariaipe.dev'));
    expect(free.json().code).toBe('PIX_KEY_CLAIM_NOT_NEEDED');
    const first = await openClaim(
      padaria,
      await confirm(padaria, 'email', 'carla.ribeiro@exemplo.com.br'),
    );
    expect(first.statusCode).toBe(201);
    const second = await openClaim(
      maria,
      await confirm(maria, 'email', 'carla.ribeiro@exemplo.com.br'),
    );
    expect(second.json().code).toBe('PIX_KEY_CLAIM_OPEN');
  });
});
