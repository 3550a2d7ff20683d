// What a page said went wrong beyond what a browser test looks at, for both browser suites (the
// web's e2e, Storybook's stories): a screen can look right while an effect beside it failed
// (docs/architecture/web-app.md, "What the tests watch").
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * The console errors a page gives on purpose: Chromium's line for an answer of 4xx or 5xx, which
 * many flows and stories ask for (a wrong PIN, a failed read), and the app's own report of a
 * failed call, which the screen shows too (apps/web/src/app/createQueryClient.ts).
 */
function expectedConsoleError(message: ConsoleMessage): boolean {
  const text = message.text();
  return text.startsWith('Failed to load resource:') || text.startsWith('AxiosError: ');
}

/**
 * Adds to `problems` every uncaught error, unhandled rejection, console warning and unexpected
 * console error of `target`'s pages (a context's, present and future, or one page's), each with
 * its page's address. Warnings are Chromium's (a deprecation, a file preloaded and never used)
 * and libraries' (a request no mock answered), none of which a screen shows.
 */
export function watchPageProblems(target: BrowserContext | Page, problems: string[]): void {
  const logged = (message: ConsoleMessage) => {
    const type = message.type();
    if (type === 'warning' || (type === 'error' && !expectedConsoleError(message))) {
      problems.push(`console ${type} on ${message.page()?.url()}: ${message.text()}`);
    }
  };
  const uncaught = (error: Error, page: Page | null) =>
    problems.push(`uncaught on ${page?.url()}: ${error.stack ?? error.message}`);
  if ('newPage' in target) {
    target.on('console', logged);
    target.on('weberror', (webError) => uncaught(webError.error(), webError.page()));
  } else {
    target.on('console', logged);
    target.on('pageerror', (error) => uncaught(error, target));
  }
}
