import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAltcha } from './loadAltcha';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/pt-br', () => ({}));

/** Whether the promise has settled once the pending microtasks and imports have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('loadAltcha', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the widget when the browser is idle after the next paint', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));

    const loading = loadAltcha();
    // No frame yet: the screen has not painted.
    expect(await settled(loading)).toBe(false);
    expect(idle).toHaveLength(0);
    frames.shift()!(performance.now());
    // The frame's callback runs before its paint; the fetch waits for the idle time after it.
    expect(idle).toHaveLength(1);
    expect(await settled(loading)).toBe(false);
    idle.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    expect(await settled(loading)).toBe(true);
  });

  it('without idle callbacks, fetches it in a task after the next paint', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);

    const loading = loadAltcha();
    expect(await settled(loading)).toBe(false);
    frames.shift()!(performance.now());
    expect(await settled(loading)).toBe(true);
  });
});
