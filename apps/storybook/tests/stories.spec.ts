import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Frame, type Page } from '@playwright/test';
import { axeViolations, WCAG_22_AA } from '../../../scripts/axeInPage';
import { watchPageProblems } from '../../../scripts/pageProblems';

/** One entry of Storybook's index.json (only what these checks read). */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

type Theme = 'light' | 'dark';

const here = dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(join(here, '../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// Every story in the built index is checked, so a new story needs no change here.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const themes: readonly Theme[] = ['light', 'dark'];

// Stories tagged `mobile` are shot on a 360 px phone; the rest on a small desktop.
const phone = { width: 360, height: 740 };
const desktop = { width: 1024, height: 768 };

// What a theme can change: colours. The dark theme is read for these rules only; every other
// WCAG rule reads the same markup in both themes, so it runs once, on the light one.
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The preview page showing one story in one theme (the theme is a global of the page). */
// The globals written as the preview writes them back (`theme%3Adark`): given `theme:dark`, a
// fresh preview replaced its own address after the first render, a navigation that raced the test.
const previewUrl = (storyId: string, theme: Theme) =>
  `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${encodeURIComponent(`theme:${theme}`)}`;

/**
 * What the preview pages threw or logged that a story's checks do not look at (a story's effect
 * that failed, say): each test takes what came since the last one, so nothing is lost between two.
 */
const pageProblems: string[] = [];

/**
 * One preview page per worker and theme, loaded once with the theme as a global: each story is
 * then rendered in it through Storybook's own channel, as its manager does when a story is
 * picked. Loading the preview's JavaScript again for every story and theme was most of the
 * check's time.
 */
const test = base.extend<object, { previews: Record<Theme, Page> }>({
  previews: [
    async ({ browser }, use) => {
      // A context each: the two themes' pages share no storage, so emptying one's between
      // stories never reaches the story the other is showing.
      const contexts = await Promise.all(themes.map(() => browser.newContext()));
      const open = async (theme: Theme) => {
        const page = await contexts[themes.indexOf(theme)]!.newPage();
        watchPageProblems(page, pageProblems);
        await page.goto(previewUrl(stories[0]!.id, theme));
        await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
        return page;
      };
      await use({ light: await open('light'), dark: await open('dark') });
      await Promise.all(contexts.map((context) => context.close()));
    },
    // Loading the whole preview twice takes long on a machine busy with every other package's
    // tests: its own time, not the first story's 30 seconds.
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Asks the preview for a story through its channel and waits until it rendered or failed. */
async function mountStory(page: Page, storyId: string) {
  // After the preview's own navigation, the new document has no channel until its script ran.
  // And no story may be still rendering: Storybook tears the current story down before mounting
  // another, and reloads the whole preview when its render is still pending three ticks later
  // (StoryRender.teardown in storybook's preview). On a busy machine a fresh preview's first
  // render was, and each retry's reload brought the same race (the navigations showStory lists).
  await page.waitForFunction(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { storyRenders?: { isPending(): boolean }[] };
      }
    ).__STORYBOOK_PREVIEW__;
    return (
      '__STORYBOOK_ADDONS_CHANNEL__' in window &&
      document.body.classList.contains('sb-show-main') &&
      preview?.storyRenders !== undefined &&
      !preview.storyRenders.some((render) => render.isPending())
    );
  });
  await page.evaluate(async (storyId) => {
    type Listener = (...args: unknown[]) => void;
    type Channel = {
      on(event: string, listener: Listener): void;
      off(event: string, listener: Listener): void;
      emit(event: string, ...args: unknown[]): void;
    };
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    /** Runs `start` and resolves with the first of `events` the preview emits after it. */
    const first = (events: string[], start: () => void) =>
      new Promise<string>((resolve) => {
        const listeners = events.map((event): [string, Listener] => [
          event,
          () => {
            for (const [name, listener] of listeners) channel.off(name, listener);
            resolve(event);
          },
        ]);
        for (const [name, listener] of listeners) channel.on(name, listener);
        start();
      });
    const ended = [
      'storyRendered',
      'storyErrored',
      'storyThrewException',
      'storyMissing',
      'playFunctionThrewException',
    ];
    window.localStorage.clear();
    window.sessionStorage.clear();
    const outcome = await first([...ended, 'storyUnchanged'], () =>
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' }),
    );
    // The story the page opened on: mount it again rather than keep that first render.
    if (outcome === 'storyUnchanged') {
      await first(ended, () => channel.emit('forceRemount', { storyId }));
    }
  }, storyId);
}

/**
 * Mounts a story afresh and waits until it rendered (or failed) with its fonts loaded. Storage is
 * emptied first, as a new page would have it: a story's session comes from its own loaders.
 */
async function showStory(page: Page, storyId: string, theme: Theme) {
  // A fresh preview page may still navigate after its first render (seen on the first story of
  // a worker, on a busy machine, twice in a row). Waiting for that navigation races it (the old
  // document still answers), so the preview is loaded again by this test, which decides which
  // document is current, and the story asked for in it.
  const navigated = (error: unknown) =>
    /Execution context was destroyed|interrupted by another navigation/.test(String(error));
  // Seen once more on a clean-clone run (the first dark story, three navigations in a row):
  // five tries, each after the page settled, before a navigation counts as the story's failure.
  // What the page navigated to meanwhile, said when the fifth try fails. A run that failed five
  // times listed only the story's own address, reloaded: Storybook's reload of a story torn down
  // mid-render, which mountStory now waits out.
  const navigations: string[] = [];
  const recordNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  };
  page.on('framenavigated', recordNavigation);
  for (let attempt = 1; ; attempt++) {
    try {
      await mountStory(page, storyId);
      break;
    } catch (error) {
      if (!navigated(error)) throw error;
      if (attempt >= 5) {
        throw new Error(`${String(error)}\nnavigations meanwhile:\n  ${navigations.join('\n  ')}`, {
          cause: error,
        });
      }
      await page
        .goto(previewUrl(storyId, theme), { waitUntil: 'load' })
        .then(() => page.waitForFunction(() => document.body.classList.contains('sb-show-main')))
        // The preview's own navigation may still win this one too: the next attempt mounts again.
        .catch((next: unknown) => {
          if (!navigated(next)) throw next;
        });
    }
  }
  page.off('framenavigated', recordNavigation);
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-main') ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  const failure = await page.locator('.sb-errordisplay').filter({ visible: true }).allInnerTexts();
  expect(failure.join('\n'), 'the story must render without an error').toBe('');
  await page.evaluate(async () => {
    // Inter before the shot, so text never falls back to another font. One variable file holds
    // every weight. A family that matches no @font-face would resolve at once, loading nothing.
    const loaded = await document.fonts.load("16px 'Inter Variable'");
    if (loaded.length === 0) throw new Error('Inter Variable is not declared by the stylesheet');
    await document.fonts.ready;
  });
}

/** The app's screens, each drawn from the fake bank's answers. */
const SCREENS = 'Telas/';

/**
 * A screen's reads answered before the shot. The shot waits for two in a row to agree, and a
 * loading placeholder stays still for its first second (the kit's `loadingDelay`): on a busy
 * machine a fake answer that came later than two shots of the placeholders was missed, and the
 * shot was of them. A screen meant to stay busy still gets its shot after the bound, which the
 * baseline then judges.
 */
async function screenLoaded(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ previews }) => {
      const page = previews[theme];
      const viewport = story.tags?.includes('mobile') ? phone : desktop;
      await page.setViewportSize(viewport);
      await showStory(page, story.id, theme);
      if (story.title.startsWith(SCREENS)) await screenLoaded(page);

      // The screenshot first: it waits until two shots in a row agree, so the layout has settled
      // before axe reads it (a screen's data is awaited above: still placeholders agree too).
      await test.step('visual regression', async () => {
        await expect.soft(page).toHaveScreenshot(`${story.id}--${theme}.png`);
      });

      await test.step('accessibility (axe, WCAG 2.2 AA)', async () => {
        // On a phone the sections bar sticks to the bottom of the screen, and whichever field
        // the 740 px fold cuts sits under it until the page scrolls (the shell's scroll padding
        // keeps focus above it); axe's target-size rule calls that obscured. The page is read
        // at its full height, so what axe catches is a target the bar covers for good.
        if (viewport === phone) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ ...phone, height: Math.max(phone.height, height) });
        }
        // One run in the page itself, axe injected once per preview page (scripts/axeInPage.ts).
        const violations = await axeViolations(
          page,
          theme === 'light'
            ? { type: 'tag', values: WCAG_22_AA }
            : { type: 'rule', values: colourRules },
        );
        expect.soft(violations, `axe violations in ${story.id} (${theme})`).toEqual([]);
      });

      expect
        .soft(pageProblems.splice(0), `errors ${story.id} (${theme}) threw or logged`)
        .toEqual([]);
    });
  }
}
