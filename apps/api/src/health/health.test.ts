import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { InterbankStatus } from './healthService';

describe('health check and service switches', () => {
  let t: TestApp;
  let interbankUp = true;
  const interbank: InterbankStatus = { isUp: async () => interbankUp };
  const health = async () =>
    (await t.app.inject({ method: 'GET', url: '/service/checkhealth' })).json();
  const admin = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    token = t.app.ipe.adminToken,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-admin-token': token },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, interbank });
  });
  afterAll(() => t.close());

  it('reports every service up when everything is', async () => {
    expect(await health()).toEqual({
      service_statement: true,
      service_balance: true,
      service_pay: true,
      service_receive: true,
      service_pix: true,
      service_security: true,
      service_transfer: true,
      general_failure: false,
    });
  });

  it('turns a flag off when the operator switches its service off, and on again', async () => {
    const off = await admin('PUT', '/admin/services/pix', {
      enabled: false,
      reason: 'manutenção no SPI',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({
      service: 'pix',
      enabled: false,
      reason: 'manutenção no SPI',
    });
    expect(await health()).toMatchObject({
      service_pix: false,
      service_transfer: true,
      general_failure: false,
    });
    const list = (await admin('GET', '/admin/services')).json().data;
    expect(list).toHaveLength(7);
    await admin('PUT', '/admin/services/pix', { enabled: true });
    expect((await health()).service_pix).toBe(true);
  });

  it('refuses the switches without the operator token', async () => {
    const res = await admin('PUT', '/admin/services/pix', { enabled: false }, 'errado');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ADMIN_TOKEN_INVALID');
    expect((await admin('PUT', '/admin/services/cafe', { enabled: false })).statusCode).toBe(400);
    expect((await health()).service_pix).toBe(true);
  });

  it('turns Pix and payments off when the interbank network is down', async () => {
    interbankUp = false;
    expect(await health()).toMatchObject({
      service_pix: false,
      service_pay: false,
      service_transfer: true,
      service_balance: true,
      general_failure: false,
    });
    interbankUp = true;
  });

  it('reports general_failure, and every service down, when the database is unreachable', async () => {
    const broken = {
      ...t.db,
      query: async () => {
        throw new Error('connection refused');
      },
    };
    const { createHealthService } = await import('./healthService');
    const service = createHealthService({ db: broken, interbank });
    expect(await service.flags()).toEqual({
      service_statement: false,
      service_balance: false,
      service_pay: false,
      service_receive: false,
      service_pix: false,
      service_security: false,
      service_transfer: false,
      general_failure: true,
    });
    await expect(service.assertAvailable('transfer')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it("trusts the switches it read for a while: another server's switch shows after that", async () => {
    const { createHealthService } = await import('./healthService');
    const { setSwitch } = await import('./serviceSwitches');
    const service = createHealthService({ db: t.db, interbank, switchesCacheMs: 60_000 });
    await service.assertAvailable('transfer');
    // Another server's operator switches transfers off: this one has not read it yet.
    await setSwitch(t.db, 'transfer', false, 'manutenção');
    await service.assertAvailable('transfer');
    service.forget();
    await expect(service.assertAvailable('transfer')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await setSwitch(t.db, 'transfer', true, null);
    service.forget();
    await service.assertAvailable('transfer');
  });
});
