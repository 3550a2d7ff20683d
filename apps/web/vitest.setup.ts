import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Lazy routes and react-query settle in a few ms alone, but turbo runs two packages' tests at
// once in CI (this one beside Storybook's Chromium), where a screen reached by a click waits for
// Vite to transform it: 5 s was seen to fall short. (A click to the statement that drew nothing
// in 10 s, and later one back home that drew nothing in 20, were a navigation React never drew,
// not a slow transform: docs/architecture/web-app.md, "A screen's texts and React's act()".)
// renderApp waits for the first screen itself. Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  window.localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
});

// React says this when a render handed it a promise inside an act() nobody awaited and work was
// left in that act's queue: nothing does that work, and a screen can stay undrawn for good
// (docs/architecture/web-app.md, "A screen's texts and React's act()"). The test where it happens
// fails, with this reason, rather than a later wait on a busy machine. React says it once per
// copy of React loaded (a worker's, or an isolated file's): a second such test there passes unseen.
const ACT_LEFTOVER = 'A component suspended inside an `act` scope';
// On globalThis: with modules shared between test files this file runs again for each, while
// console.error is wrapped once.
const watch = globalThis as typeof globalThis & { actLeftover?: string };
if (!('watchesAct' in console.error)) {
  const report = console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith(ACT_LEFTOVER)) {
        watch.actLeftover = args[0];
      }
      report(...args);
    },
    { watchesAct: true },
  );
}
afterEach(() => {
  const said = watch.actLeftover;
  delete watch.actLeftover;
  if (said) {
    throw new Error(
      `React left work in an act() nobody awaited, and may never do it: ${said.split('\n')[0]}`,
    );
  }
});

// jsdom lacks the pointer-capture and scrolling APIs Radix calls; browsers have them.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// jsdom has no ResizeObserver (Radix measures radios and popovers with it); nothing is laid out
// here, so observing can do nothing.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
