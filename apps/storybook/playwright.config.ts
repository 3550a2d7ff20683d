import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not available on these machines.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same glyph rasterisation and colours on every run, so screenshots compare pixel for pixel.
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
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
});
