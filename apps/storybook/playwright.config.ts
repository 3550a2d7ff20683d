import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

// The suites' Chromium, and flags for the screenshots: the same glyph rasterisation and colours on
// every run, so they compare pixel for pixel.
const chromiumArgs = [
  ...CHROMIUM_ARGS,
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
];

export default defineConfig({
  testDir: './tests',
  // Baselines are committed; one file per story and theme, with no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // In CI, where every package's tests share two cores, a story that fails once is run again on a
  // fresh page and reported as flaky; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  expect: {
    // `pnpm test` runs every package at once on 2 cores; give a busy machine time to settle.
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A real change of even a few pixels fails; only anti-aliasing noise is tolerated.
      maxDiffPixelRatio: 0,
      maxDiffPixels: 0,
      threshold: 0.1,
    },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL,
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
  },
});
