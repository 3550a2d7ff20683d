// Debian's Chromium, for the browser suites (the web's e2e, Storybook's stories): Playwright's own
// browser download is not available on these machines.
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Every suite's flags: no sandbox (CI runs as root), no GPU, nothing running in the background.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
