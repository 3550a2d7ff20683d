import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { failOnConsoleWarnings } from '../../scripts/consoleWarnings.ts';

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

// A warning on the console fails its test (an act() left with work, a duplicate key…).
failOnConsoleWarnings(afterEach);

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
