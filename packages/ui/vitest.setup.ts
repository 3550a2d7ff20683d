import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsoleWarnings } from '../../scripts/consoleWarnings.ts';

// turbo runs every package's tests at once in CI; the default 1 s for findBy/waitFor is too tight.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// A warning on the console fails its test (a field going from controlled to uncontrolled…).
failOnConsoleWarnings(afterEach);

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls; browsers have them.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
