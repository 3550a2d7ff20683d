import { type Page } from '@playwright/test';
import { expect, expectPage, test } from './support';

/** Lets the page run what it queued and Playwright receive what the page said meanwhile. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

// Each `test.fail()` below passes only if the watch fails the test: its own steps all pass.
test.describe('every test watches its pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
  });

  test('an error the page throws fails the test', async ({ page }) => {
    test.fail();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown where no step looks');
      });
    });
    await settle(page);
  });

  test('a rejected promise nobody handles fails the test', async ({ page }) => {
    test.fail();
    await page.evaluate(() => {
      void Promise.reject(new Error('rejected where no step looks'));
    });
    await settle(page);
  });

  test('an error in the console fails the test', async ({ page }) => {
    test.fail();
    await page.evaluate(() => console.error('logged where no step looks'));
    await settle(page);
  });

  test('an error a web worker throws fails the test too', async ({ page }) => {
    test.fail();
    // Same-origin, as the app's policy wants of a worker's script (the captcha's, ICU's).
    await page.route('/worker-that-throws.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('thrown in a worker where no step looks');",
      }),
    );
    await page.evaluate(() => new Worker('/worker-that-throws.js'));
    await settle(page);
  });

  test('in another context too', async ({ browser }) => {
    test.fail();
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const page = await other.newPage();
      await page.goto('/');
      await page.evaluate(() => console.error('logged in another context'));
      await settle(page);
    } finally {
      await other.close();
    }
  });

  test("an answer's failure and the app's report of it do not", async ({ page }) => {
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
