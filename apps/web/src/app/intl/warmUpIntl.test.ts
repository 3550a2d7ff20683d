import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Once a page: each test reads the module afresh.
async function freshWarmUp() {
  vi.resetModules();
  return (await import('./warmUpIntl')).warmUpIntl;
}

const started: { url: string; name: string | undefined }[] = [];
class RecordedWorker {
  constructor(url: URL, options?: WorkerOptions) {
    started.push({ url: url.href, name: options?.name });
  }
}

beforeEach(() => {
  started.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpIntl', () => {
  it('starts the warm-up script on a worker of its own, once', async () => {
    vi.stubGlobal('Worker', RecordedWorker);
    const warmUpIntl = await freshWarmUp();
    warmUpIntl();
    warmUpIntl();
    expect(started).toEqual([
      { url: expect.stringMatching(/intlWarmUp\.worker\.ts/), name: 'intl-warm-up' },
    ]);
  });

  it('leaves the page as it was where a worker cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(await freshWarmUp()).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(await freshWarmUp()).not.toThrow();
  });
});
