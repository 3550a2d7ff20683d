import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal XMLHttpRequest, so axios' browser adapter runs here and produces its own
 * 'Request aborted' and 'Network Error'. Installed before axios loads: axios decides at import
 * time whether XHR exists.
 */
const xhr = vi.hoisted(() => {
  const state = { outcome: 'abort' as 'abort' | 'error' };
  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    onabort: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onloadend: (() => void) | null = null;
    open() {
      this.readyState = 1;
    }
    setRequestHeader() {}
    getAllResponseHeaders() {
      return '';
    }
    abort() {}
    send() {
      setTimeout(() => {
        if (state.outcome === 'abort') this.onabort?.();
        else this.onerror?.({ type: 'error' });
      }, 0);
    }
  }
  (globalThis as Record<string, unknown>).XMLHttpRequest = FakeXMLHttpRequest;
  return state;
});

const { createBankClients } = await import('../clients/createBankClients');
const { createMemoryStore } = await import('../session/memoryStore');

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/slow')) {
      setTimeout(() => response.end('{}'), 500);
      return;
    }
    response.writeHead(Number(request.url?.split('/').pop()) || 500, {
      'content-type': 'application/json',
    });
    response.end('{"code":"x","message":"y"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function captcha(adapter: 'http' | 'fetch' | 'xhr') {
  return createBankClients({
    baseUrls: {
      bank: origin,
      otp: origin,
      captcha: origin,
      postalCode: origin,
      extract: origin,
      bankServices: origin,
    },
    storage: createMemoryStore(),
    navigator: { navigate: () => undefined },
    notifier: { notify: () => undefined },
    adapter,
  });
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );
}

describe("generic client errors keep axios' own messages (SPEC §8)", () => {
  it.each([400, 404, 500, 503])("'Request failed with status code %i'", async (status) => {
    for (const adapter of ['http', 'fetch'] as const) {
      const { bank } = captcha(adapter);
      // a public route: no session needed, and its errors are passed through as they are
      expect(await messageOf(bank.get(`/v3/public/status/${status}`))).toBe(
        `Request failed with status code ${status}`,
      );
    }
  });

  it("'timeout of N ms exceeded' when a caller sets a timeout", async () => {
    const { bank } = captcha('http');
    expect(await messageOf(bank.get('/slow/public/x', { timeout: 50 }))).toBe(
      'timeout of 50ms exceeded',
    );
  });

  it("'Network Error' when the server cannot be reached", async () => {
    const unreachable = captcha('fetch');
    unreachable.bank.defaults.baseURL = 'http://127.0.0.1:1';
    expect(await messageOf(unreachable.bank.get('/service/checkhealth'))).toBe('Network Error');
    xhr.outcome = 'error';
    expect(await messageOf(captcha('xhr').bank.get('/service/checkhealth'))).toBe('Network Error');
  });

  it("'Request aborted' when the browser aborts the request", async () => {
    xhr.outcome = 'abort';
    expect(await messageOf(captcha('xhr').bank.get('/service/checkhealth'))).toBe(
      'Request aborted',
    );
  });
});
