import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint, whenShownAfterPaint } from './whenIdleAfterPaint';

/** A browser whose frames and idle moments come when the test says. */
function browserFrames() {
  const frames: (() => void)[] = [];
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return {
    /** The browser draws a frame, then is idle after it. */
    async frame() {
      for (const callback of frames.splice(0)) callback();
      for (const callback of idle.splice(0)) callback();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('waiting for the paint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('whenIdleAfterPaint resolves in the idle moment after the next frame', async () => {
    const browser = browserFrames();
    const done = vi.fn();
    void whenIdleAfterPaint().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await browser.frame();
    expect(done).toHaveBeenCalled();
  });

  it('whenShownAfterPaint waits a frame more, for the painted one to reach the screen', async () => {
    const browser = browserFrames();
    const done = vi.fn();
    void whenShownAfterPaint().then(done);
    await browser.frame();
    expect(done).not.toHaveBeenCalled();
    await browser.frame();
    expect(done).toHaveBeenCalled();
  });
});
