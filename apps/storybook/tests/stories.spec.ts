import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** One entry of Storybook's index.json (only what these checks read). */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(join(here, '../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// Every story in the built index is checked, so a new story needs no change here.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const themes = ['light', 'dark'] as const;

// Stories tagged `mobile` are shot on a 360 px phone; the rest on a small desktop.
const phone = { width: 360, height: 740 };
const desktop = { width: 1024, height: 768 };

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens a story in the preview iframe and waits until it rendered with its fonts loaded. */
async function openStory(page: Page, id: string, theme: (typeof themes)[number]) {
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`,
  );
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-main') ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  const failure = await page.locator('.sb-errordisplay').filter({ visible: true }).allInnerTexts();
  expect(failure.join('\n'), 'the story must render without an error').toBe('');
  await page.evaluate(async () => {
    // Every Inter weight the kit uses, before the shot, so text never falls back to another font.
    await Promise.all(
      ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)),
    );
    await document.fonts.ready;
  });
}

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ page }) => {
      await page.setViewportSize(story.tags?.includes('mobile') ? phone : desktop);
      await openStory(page, story.id, theme);

      // The screenshot first: it waits until two shots in a row agree, so data a story loads
      // after its first paint has arrived and the layout has settled before axe reads it.
      await test.step('visual regression', async () => {
        await expect.soft(page).toHaveScreenshot(`${story.id}--${theme}.png`);
      });

      await test.step('accessibility (axe, WCAG 2.2 AA)', async () => {
        // On a phone the sections bar sticks to the bottom of the screen, and whichever field
        // the 740 px fold cuts sits under it until the page scrolls (the shell's scroll padding
        // keeps focus above it); axe's target-size rule calls that obscured. The page is read
        // at its full height, so what axe catches is a target the bar covers for good.
        if (story.tags?.includes('mobile')) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ ...phone, height: Math.max(phone.height, height) });
        }
        const results = await new AxeBuilder({ page })
          // Only violations are read; skipping the detail of passes saves a third of the run.
          // (options() replaces what withTags() sets, so the tags go here.)
          .options({ runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] })
          .analyze();
        const violations = results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
        }));
        expect.soft(violations, `axe violations in ${story.id} (${theme})`).toEqual([]);
      });
    });
  }
}
