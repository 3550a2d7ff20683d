import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('the built web app on the same port', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ipe-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="pt-BR"><title>Ipê</title></html>',
    );
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("ipê")');
    // The build's compressed copies (vite-plugin-compression2), stand-ins with known bytes.
    await writeFile(join(dir, 'index.html.br'), 'index in brotli');
    await writeFile(join(dir, 'assets', 'index-abc123.js.br'), 'asset in brotli');
    await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), 'asset in gzip');
    t = await createTestApp({ seed: false, config: { webDistDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and fingerprinted assets for a year', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ipê</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy a browser accepts, as the same file', async () => {
    const accepting = (encoding: string) => ({ 'accept-encoding': encoding });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: accepting('gzip, br') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body).toBe('index in brotli');
    expect(page.headers['cache-control']).toBe('no-cache');
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: accepting('gzip, br') });
    expect([br.headers['content-encoding'], br.body]).toEqual(['br', 'asset in brotli']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await t.app.inject({ method: 'GET', url, headers: accepting('gzip') });
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'asset in gzip']);
    const plain = await t.app.inject({ method: 'GET', url, headers: accepting('identity') });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([
      undefined,
      'console.log("ipê")',
    ]);
  });

  it('keeps API routes and the error shape for unknown paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/service/checkhealth' })).statusCode).toBe(
      200,
    );
    const missing = await t.app.inject({ method: 'GET', url: '/nada.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
