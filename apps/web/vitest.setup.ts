import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
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

// What React or a library says as text while a test runs is a warning about the code under test
// (two children with one key, a field going from controlled to uncontrolled): the test that made
// it say so fails, with what was said. The app's reports of a failed call are Error objects
// (app/createQueryClient.ts) and pass, as the flows that fail on purpose need.
//
// One warning gets its own reason: React says ACT_LEFTOVER when a render handed it a promise
// inside an act() nobody awaited and work was left in that act's queue; nothing does that work,
// and a screen can stay undrawn for good (docs/architecture/web-app.md, "A screen's texts and
// React's act()"). React gives a warning once per copy of React loaded (a worker's, or an
// isolated file's): the same warning from a second test there passes unseen.
const ACT_LEFTOVER = 'A component suspended inside an `act` scope';
// On globalThis: with modules shared between test files this file runs again for each, while
// the console is wrapped once.
const watch = globalThis as typeof globalThis & { consoleWarnings?: string[] };
for (const level of ['error', 'warn'] as const) {
  if (!('watched' in console[level])) {
    const report = console[level].bind(console);
    console[level] = Object.assign(
      (...args: unknown[]) => {
        if (typeof args[0] === 'string') (watch.consoleWarnings ??= []).push(format(...args));
        report(...args);
      },
      { watched: true },
    );
  }
}
afterEach(() => {
  const said = watch.consoleWarnings ?? [];
  delete watch.consoleWarnings;
  const actLeftover = said.find((warning) => warning.startsWith(ACT_LEFTOVER));
  if (actLeftover) {
    throw new Error(
      `React left work in an act() nobody awaited, and may never do it: ${actLeftover.split('\n')[0]}`,
    );
  }
  if (said.length > 0) {
    throw new Error(`The test made React or a library warn:\n${said.join('\n')}`);
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
