// axe-core in a Playwright page, for the browser suites (Storybook's stories, the web's e2e).
//
// @axe-core/playwright evaluated axe's whole source (~560 KB) in the page twice per check, in
// its legacy mode (once to probe, once per frame), and its default mode opens a second page per
// check instead. Both suites check many times in one document: Storybook shows every story in one
// preview page, and the web app is a single page. Injected once per document, a check costs what
// axe's rules cost: on one host a story's check took 530–1,190 ms through the wrapper and
// 30–230 ms after one injection (docs/architecture/performance.md, "CI's time").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// The minified build, not the package's `source` (axe.js, 1.5 MB with comments): the page
// receives and compiles less than half as much, about 170 ms less per document on these hosts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.2 AA rules: what every screen and story is checked against. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A violation as a failing test prints it: the rule, its help and each element with why. */
export interface AxeViolation {
  rule: string;
  impact: Result['impact'];
  help: string;
  nodes: string[];
}

/**
 * Runs axe on the page's document with the given rules and answers its violations. axe is
 * injected when the document does not have it yet (a new page, or after a navigation).
 */
export async function axeViolations(
  page: Page,
  runOnly: RunOptions['runOnly'] = { type: 'tag', values: WCAG_22_AA },
): Promise<AxeViolation[]> {
  // Frames would need axe injected in each and its messages between them; no screen has one, so
  // one that appears is a question for this helper, not a frame left unread.
  const frames = page.frames().length - 1;
  if (frames > 0) throw new Error(`axeViolations reads no frames; this page has ${frames}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly, resultTypes: ['violations'], iframes: false };
  const violations = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } }).axe
        .run(document, runOptions)
        .then((results) => results.violations),
    options,
  );
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
  }));
}
