import { type Page } from '@playwright/test';
import { expect, expectPage, test } from './support';

/** Sign-in, drawn: where each proof starts, before it says it must fail. */
async function openSignIn(page: Page) {
  await page.goto('/');
  await expectPage(page, 'Entre na sua conta');
}

/** Lets the page run what it queued and Playwright receive what the page said meanwhile. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

// Each proof below passes only if the watch fails the test: its own steps all pass. It says
// `test.fail()` once its setup has passed, so a setup that fails (sign-in not drawn) fails it.
test.describe('every test watches its pages', () => {
  test('an error the page throws fails the test', async ({ page }) => {
    await openSignIn(page);
    test.fail();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown where no step looks');
      });
    });
    await settle(page);
  });

  test('a rejected promise nobody handles fails the test', async ({ page }) => {
    await openSignIn(page);
    test.fail();
    await page.evaluate(() => {
      void Promise.reject(new Error('rejected where no step looks'));
    });
    await settle(page);
  });

  test('an error in the console fails the test', async ({ page }) => {
    await openSignIn(page);
    test.fail();
    await page.evaluate(() => console.error('logged where no step looks'));
    await settle(page);
  });

  test('a warning in the console fails the test', async ({ page }) => {
    await openSignIn(page);
    test.fail();
    await page.evaluate(() => console.warn('warned where no step looks'));
    await settle(page);
  });

  test('an error a web worker throws fails the test too', async ({ page }) => {
    // Same-origin, as the app's policy wants of a worker's script (the captcha's, ICU's).
    await page.route('/worker-that-throws.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('thrown in a worker where no step looks');",
      }),
    );
    await openSignIn(page);
    test.fail();
    // Until the worker has thrown: its script comes through the route, which a busy host may
    // take longer than a settle to answer.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new Worker('/worker-that-throws.js').addEventListener('error', () => resolve());
        }),
    );
    await settle(page);
  });

  test('in another context too', async ({ browser }) => {
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const page = await other.newPage();
      await openSignIn(page);
      test.fail();
      await page.evaluate(() => console.error('logged in another context'));
      await settle(page);
    } finally {
      await other.close();
    }
  });

  test("an answer's failure and the app's report of it do not", async ({ page }) => {
    await openSignIn(page);
    const status = await page.evaluate(async () => {
      const answer = await fetch('/v1/nothing-here');
      const reported = new Error('Request failed with status code 404');
      reported.name = 'AxiosError';
      console.error(reported);
      return answer.status;
    });
    expect(status).toBe(404);
    await settle(page);
  });
});
