import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, expectAccessible, expectPage, signIn } from './support';

/** Each script the page fetches from now on, by path, with its body as it arrives. */
function scriptsFetchedBy(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // A body still arriving when the test ends rejects; only the ones awaited are read.
    if (path.endsWith('.js'))
      scripts.set(
        path,
        response.text().catch(() => ''),
      );
  });
  return scripts;
}

/** The tags of index.html, as the server sends it, that match `pattern`, with what each names. */
async function indexHtmlTags(request: APIRequestContext, pattern: RegExp) {
  const html = await (await request.get('/')).text();
  return [...html.matchAll(pattern)].map((match) => ({ tag: match[0], named: match[1]! }));
}

/**
 * When the frame that drew the sign-in form's largest text (Chromium's largest paint) was
 * painted, and when each request whose address matches was asked for and answered.
 */
async function formPaintAndRequests(page: Page, requests: Record<string, RegExp>) {
  const sources = Object.fromEntries(
    Object.entries(requests).map(([name, pattern]) => [name, pattern.source]),
  );
  return page.evaluate(async (patterns) => {
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const form = paints.find((entry) => (entry as LargestContentfulPaint).element?.closest('form'));
    // `paintTime`: when the frame was painted; `startTime` is when it reached the screen, which
    // the page cannot wait for.
    const formPainted =
      form && ((form as PerformanceEntry & { paintTime?: number }).paintTime ?? form.startTime);
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const timings = Object.fromEntries(
      Object.entries(patterns).map(([name, source]) => {
        const entry = resources.find((resource) => new RegExp(source).test(resource.name));
        return [name, { asked: entry?.startTime, answered: entry?.responseEnd }];
      }),
    );
    return { formPainted, requests: timings };
  }, sources);
}

const WIDGET_CODE = /\/altcha-[\w-]+\.js$/;

test.describe('public screens', () => {
  for (const [path, heading] of [
    ['/#/forgotPassword', 'Recuperar senha'],
    ['/#/status?accountStatus=PENDING_ACTIVATION', 'Ativação pendente'],
    ['/#/status?accountStatus=IN_ANALYSIS', 'Conta em análise'],
    ['/#/status?accountStatus=REMAKE_KYC', 'Confirme sua identidade'],
    ['/#/status?accountStatus=CLOSED', 'Conta encerrada'],
    ['/#/activate', 'Abrir e ativar sua conta'],
    ['/#/ajuda', 'Ajuda'],
    ['/#/help', 'Ajuda'],
    ['/#/boleto/34191790010104351004791020150008291070026000', 'Boleto'],
    ['/#/error', 'Serviço indisponível'],
  ] as const) {
    test(`${path} is a real page`, async ({ page }) => {
      await page.goto(path);
      await expectPage(page, heading);
      await expect(page.locator('altcha-widget')).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }

  test('a boleto nobody issued says so, with no retry: asking again would not find it', async ({
    page,
  }) => {
    await page.goto('/#/boleto/00190000090000000000000000000000000000000000');
    await expectPage(page, 'Boleto');
    await expect(
      page.getByRole('heading', {
        name: 'Boleto não encontrado. Confira o link que você recebeu.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  });

  test('works on a 360 px phone and by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Ipê/ }).first()).toBeFocused();
    await page.getByLabel('E-mail').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
    await expectAccessible(page, 'sign-in at 360 px');
  });

  test('sign-in and home draw with the one stylesheet index.html names, none added', async ({
    page,
    request,
  }) => {
    // The whole app's styles are one file (apps/web/vite.config.ts, `cssCodeSplit`): a stylesheet
    // added as the router imports a screen is a request and a restyle of the page, inside that
    // task on a phone (docs/architecture/performance.md, "One stylesheet").
    const named = (await indexHtmlTags(request, /<link rel="stylesheet"[^>]*href="([^"]+)"/g)).map(
      ({ named }) => named,
    );
    expect(named).toHaveLength(1);
    const used = () =>
      page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await expect(page.getByRole('region', { name: 'Saldo disponível' })).toBeVisible();
    expect(await used()).toEqual(named);
  });

  test('sign-in is in the scripts index.html names, all of which the page runs', async ({
    page,
    request,
  }) => {
    // Where every visit starts, so in the startup files rather than a lazy route: on a first
    // visit each file fetched before the screen draws is a request over a phone's network
    // (apps/web/src/app/routes.tsx, docs/architecture/performance.md, "Every run a first visit").
    const named = (
      await indexHtmlTags(
        request,
        /<(?:script|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"[^>]*>/g,
      )
    )
      // Home's files, named at low priority, are fetched for later, not run (the test below).
      .filter(({ tag }) => !tag.includes('fetchpriority="low"'))
      .map(({ named }) => named);
    expect(named.length).toBeGreaterThanOrEqual(2);
    const scripts = scriptsFetchedBy(page);
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    expect([...scripts.keys()]).toEqual(expect.arrayContaining(named));
    // The screen's own code (its text keys survive minification) is in one of them.
    const bodies = await Promise.all(named.map((path) => scripts.get(path)!));
    expect(bodies.filter((body) => body.includes('signin.captchaHint'))).toHaveLength(1);
  });

  test("home's files are named by index.html at low priority, and home draws from them", async ({
    page,
    request,
  }) => {
    // Every sign-in lands on home: its files travel beside the startup files, after them, instead
    // of a round trip once those have run (apps/web/vite.config.ts, homeAheadAtLowPriority;
    // docs/architecture/performance.md, "Home's files named by index.html").
    const ahead = (
      await indexHtmlTags(request, /<link rel="modulepreload" href="([^"]+\.js)"[^>]*>/g)
    ).filter(({ tag }) => tag.includes('fetchpriority="low"'));
    expect(ahead.length).toBeGreaterThanOrEqual(2);
    // Without `crossorigin` the router's import would not match the preload: fetched twice.
    for (const { tag } of ahead) expect(tag).toContain('crossorigin');
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    const scripts = scriptsFetchedBy(page);
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    for (const { named } of ahead) expect(asked.filter((path) => path === named)).toHaveLength(1);
    // Home's own screen (its text keys survive minification) is one of them.
    const bodies = await Promise.all(ahead.map(({ named }) => scripts.get(named)!));
    expect(bodies.filter((body) => body.includes('shortcutsTitle'))).toHaveLength(1);
  });

  test('sign-in is drawn beneath the startup check, which goes once it is painted', async ({
    page,
  }) => {
    // Only the bank's screens need the check's answer (SPEC §2): a public one is drawn, inert,
    // beneath the overlay, and the check waits for its paint (apps/web/src/app/health/
    // HealthProvider.tsx; docs/product/routes.md).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/service/checkhealth', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const overlay = page.getByRole('dialog', { name: 'Verificando os serviços do banco…' });
    await expect(overlay).toBeVisible();
    const email = page.locator('input[type="email"]');
    await expect(email).toBeVisible();
    expect(await email.evaluate((field) => field.closest('[inert]') !== null)).toBe(true);
    release();
    await expect(overlay).toBeHidden();
    await expectPage(page, 'Entre na sua conta');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('maria@ipe.dev');
    // The captcha widget waits for the check's answer: until then the form cannot be used, and
    // on a phone its 34 KB would share the network with the check.
    await expect(page.getByTestId('captcha')).toBeAttached();
    const { formPainted, requests } = await formPaintAndRequests(page, {
      check: /\/service\/checkhealth$/,
      widget: WIDGET_CODE,
    });
    expect(formPainted).toBeGreaterThan(0);
    expect(requests.check!.asked).toBeGreaterThan(formPainted!);
    expect(requests.widget!.asked).toBeGreaterThan(requests.check!.answered!);
  });

  test('the captcha widget arrives to be compiled whole, and no other script', async ({ page }) => {
    // V8's compile hint, first in the file: compiled while it streams in, off the main thread,
    // instead of function by function inside the task that mounts it (apps/web/vite.config.ts,
    // docs/architecture/performance.md).
    const HINT = '//# allFunctionsCalledOnLoad';
    const scripts = scriptsFetchedBy(page);
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    // The widget is fetched once the browser is idle after the form's paint: the frame that drew
    // the form's largest text (Chromium's largest paint) was painted before the widget's code was
    // asked for (apps/web/src/app/captcha/loadAltcha.ts).
    await expect(page.getByTestId('captcha')).toBeAttached();
    const { formPainted, requests } = await formPaintAndRequests(page, { widget: WIDGET_CODE });
    expect(formPainted).toBeGreaterThan(0);
    expect(requests.widget!.asked).toBeGreaterThan(formPainted!);
    const bodies = await Promise.all(
      [...scripts].map(async ([path, body]) => ({ path, body: await body })),
    );
    // Every script the page ran was seen: the four startup scripts (sign-in is in them), the HTTP
    // client's two, the schemas' registry (the health answer's schema is in it), the widget and
    // its texts.
    expect(bodies.length).toBeGreaterThanOrEqual(9);
    const pathsOf = (pick: (body: string) => boolean) =>
      bodies.filter(({ body }) => pick(body)).map(({ path }) => path);
    const widget = pathsOf((body) => body.includes('customElements.define(`altcha-widget`'));
    expect(widget).toHaveLength(1);
    expect(pathsOf((body) => body.startsWith(HINT))).toEqual(widget);
  });

  test('the text font is asked for once, by index.html, at low priority', async ({
    page,
    request,
  }) => {
    // Preloaded at low priority, it goes after the startup scripts instead of beside them, and
    // the text shows in a fallback until it arrives (apps/web/vite.config.ts,
    // docs/architecture/performance.md, "The font at low priority").
    const preloaded = await indexHtmlTags(
      request,
      /<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*>/g,
    );
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]!.tag).toContain('fetchpriority="low"');
    // Without `crossorigin` the font's own request would not match the preload: fetched twice.
    expect(preloaded[0]!.tag).toContain('crossorigin');
    const fonts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([preloaded[0]!.named]);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  test("the text font draws the theme's weights, 400 to 700, and no others", async ({ page }) => {
    // The build cuts Inter's weight axis to the theme's range (apps/web/vite.config.ts,
    // `textFontWeights`; docs/architecture/performance.md, "The text font's weights"): each of
    // the theme's weights is drawn as itself, and a heavier one as the heaviest kept.
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    const widths = await page.evaluate(async () => {
      const text = 'Saldo disponível R$ 1.234,56';
      const context = document.createElement('canvas').getContext('2d')!;
      const widthAt = async (weight: number) => {
        const font = `${weight} 32px "Inter Variable"`;
        await document.fonts.load(font, text);
        context.font = font;
        return context.measureText(text).width;
      };
      const out: number[] = [];
      for (const weight of [400, 500, 600, 700, 800]) out.push(await widthAt(weight));
      return out;
    });
    const [regular, medium, semibold, bold, extraBold] = widths;
    expect(regular).toBeLessThan(medium!);
    expect(medium).toBeLessThan(semibold!);
    expect(semibold).toBeLessThan(bold!);
    // The whole file would draw 800 wider than 700.
    expect(extraBold).toBe(bold);
  });

  test('speaks English when asked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expectPage(page, 'Sign in to your account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page, 'sign-in in English');
  });
});
