// The unit suites' watch on the console and on Node's warnings, one rule for every package
// (docs/architecture/web-app.md, "What the tests watch").
import { format } from 'node:util';

// React says this when a render handed it a promise inside an act() nobody awaited and work was
// left in that act's queue; nothing does that work, and a screen can stay undrawn for good
// (docs/architecture/web-app.md, "A screen's texts and React's act()").
const ACT_LEFTOVER = 'A component suspended inside an `act` scope';

// On globalThis: with modules shared between test files the setup runs again for each, while
// the console is wrapped, and the process listened to, once.
const watch = globalThis as typeof globalThis & {
  consoleWarnings?: string[];
  warningsWatched?: boolean;
};

/**
 * Fails the test in which React or a library said something as text on the console: a warning
 * about the code under test (two children with one key, a field going from controlled to
 * uncontrolled), with what was said; work left in an act() with its own reason. Node's own
 * warnings too (a listener leak, a deprecation), which it writes to stderr past the console. The
 * app's reports of a failed call are Error objects (apps/web/src/app/createQueryClient.ts) and
 * pass, as the flows that fail on purpose need. React gives a warning once per copy of React
 * loaded (a worker's, or an isolated file's): the same warning from a second test there passes
 * unseen.
 * `afterEach` is the suite's own: the packages each resolve a copy of Vitest.
 */
export function failOnConsoleWarnings(afterEach: (hook: () => void) => void): void {
  if (!watch.warningsWatched) {
    watch.warningsWatched = true;
    for (const level of ['error', 'warn'] as const) {
      const report = console[level].bind(console);
      console[level] = (...args: unknown[]) => {
        if (typeof args[0] === 'string') (watch.consoleWarnings ??= []).push(format(...args));
        report(...args);
      };
    }
    process.on('warning', (warning) =>
      (watch.consoleWarnings ??= []).push(`${warning.name}: ${warning.message}`),
    );
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
      throw new Error(`The test made React, a library or Node warn:\n${said.join('\n')}`);
    }
  });
}
