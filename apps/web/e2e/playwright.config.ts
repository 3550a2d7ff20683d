import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

/** Run through e2e/run.mjs, which starts the servers and sets E2E_URL. */
export default defineConfig({
  testDir: './tests',
  // The flows share one bank (one database); run them one after the other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // A failing test runs once more with a trace to read (trace.zip in the HTML report); passing
  // the second time still fails the run (failOnFlakyTests). Tracing every test instead cost a
  // fifth of the suite's time: DOM snapshots and a screencast of every step
  // (docs/architecture/performance.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
