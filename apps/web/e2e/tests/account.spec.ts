import { type Route } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  latestCode,
  signedIn,
  signIn,
  solveCaptcha,
  storedKeys,
  submitSignIn,
} from './support';

test.describe('Maria, from sign-in to settings and out', () => {
  test('signs in, toggles the balance and sees her movements', async ({ page }) => {
    await signIn(page, 'maria@ipe.dev', { axe: true });
    await expect(page).toHaveURL(/#\/bank\/home$/);
    await expectPage(page, 'Olá, Maria');
    // The captcha badge lives on the sign-in route only.
    await expect(page.locator('altcha-widget')).toHaveCount(0);

    const balance = page.getByRole('region', { name: 'Saldo disponível' });
    const toggle = balance.getByRole('button', { name: 'Mostrar saldo' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(balance.getByText('R$ ••••')).toBeVisible();
    await expectAccessible(page, 'home (balance hidden)');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(balance.getByText(/^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/)).toBeVisible();
    // Home's latest five are the statement's first five, whatever other specs paid meanwhile.
    const latest = page
      .getByRole('region', { name: 'Últimas movimentações' })
      .getByRole('listitem');
    await expect(latest).toHaveCount(5);
    const newest = await latest.first().textContent();
    await expectAccessible(page, 'home (balance shown)');

    await page.getByRole('link', { name: 'Ver tudo' }).click();
    await expectPage(page, 'Extrato');
    const movements = page.getByRole('region', { name: 'Movimentações' }).getByRole('listitem');
    await expect(movements.first()).toHaveText(newest!);
    await expect(page.getByText('Salário — Editora Horizonte').first()).toBeVisible();
    await expectAccessible(page, 'statement/account');
  });

  test('ICU starts on a worker once she signs in, and again when she comes back', async ({
    page,
  }) => {
    // Home's first amount is formatted without paying ICU's start on the main thread; sign-in,
    // which formats none, shares the phone's cores with nothing more
    // (apps/web/src/app/intl/warmUpIntl.ts). Each is listened for as it starts, since it may end
    // at once; one whose script threw would stay open, and this would time out.
    const ended: Promise<void>[] = [];
    page.on('worker', (worker) => {
      if (!/intlWarmUp\.worker/.test(worker.url())) return;
      ended.push(new Promise((resolve) => worker.on('close', () => resolve())));
    });
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    await solveCaptcha(page);
    expect(ended).toHaveLength(0);

    await submitSignIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await expect.poll(() => ended.length).toBe(1);
    await ended[0];
    // Opened again signed in: the page starts it itself.
    await page.reload();
    await expectPage(page, 'Olá, Maria');
    await expect.poll(() => ended.length).toBe(2);
    await ended[1];
  });

  test('home opened by its address asks for its screen with the bank’s routes, not after them', async ({
    page,
    request,
  }) => {
    // On a phone each wave of requests is a round trip: home's file used to leave only once the
    // route table had arrived and run (apps/web/src/app/routes.tsx, discoverBankRoutes).
    await signedIn(page, request, 'maria@ipe.dev');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.reload();
    await expectPage(page, /^Olá/);
    const timings = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = (name: string) =>
        resources.find((entry) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(entry.name));
      const [home, routes] = [script('HomePage'), script('bankRoutes')];
      return { homeAsked: home?.startTime, routesArrived: routes?.responseEnd };
    });
    expect(timings.homeAsked).toBeDefined();
    expect(timings.homeAsked!).toBeLessThan(timings.routesArrived!);
  });

  test('home opened by its address is drawn beneath the startup check, the HTTP client after it', async ({
    page,
    request,
  }) => {
    // Home needs no service, so the check's answer can only send it to /error: it is drawn,
    // inert, beneath the overlay, and the HTTP client's chunk is asked for once it has painted
    // (docs/decisions/0021-home-beneath-the-startup-check.md).
    await signedIn(page, request, 'maria@ipe.dev');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/service/checkhealth', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const overlay = page.getByRole('dialog', { name: 'Verificando os serviços do banco…' });
    await expect(overlay).toBeVisible();
    const heading = page.locator('h1', { hasText: /^Olá/ });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    release();
    await expect(overlay).toBeHidden();
    await expectPage(page, /^Olá/);
    const timings = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const home = paints.find((entry) =>
        (entry as LargestContentfulPaint).element?.closest('main'),
      );
      const client = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => /\/createWebClients-[\w-]+\.js$/.test(entry.name),
      );
      return {
        // When the frame was painted; `startTime` is when it reached the screen.
        homePainted:
          home && ((home as PerformanceEntry & { paintTime?: number }).paintTime ?? home.startTime),
        clientAsked: client?.startTime,
      };
    });
    expect(timings.homePainted).toBeGreaterThan(0);
    expect(timings.clientAsked!).toBeGreaterThan(timings.homePainted!);
  });

  test('a wait of under a second moves nothing: the loading indicators wait, then move', async ({
    page,
  }) => {
    // The startup's spinner and home's skeletons hold still for the theme's loadingDelay (1 s):
    // a load that ends sooner draws no frame for them (docs/architecture/performance.md).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => {
      const seen = new Set<Animation>();
      const started: { name: string; delay: number }[] = [];
      Object.assign(window, { started });
      const watch = () => {
        for (const animation of document.getAnimations()) {
          if (seen.has(animation)) continue;
          seen.add(animation);
          started.push({
            name: (animation as CSSAnimation).animationName,
            delay: Number(animation.effect?.getTiming().delay),
          });
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    // Waits of 0.6 s, as on a phone: the startup's health check and home's movements.
    let slowed = 0;
    const slow = (ms: number) => async (route: Route) => {
      slowed += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    };
    await page.route('**/service/checkhealth', slow(600));
    await page.route(/\/statement\?/, slow(600));
    await page.reload();
    await expectPage(page, 'Olá, Maria');
    const latest = page.getByRole('region', { name: 'Últimas movimentações' });
    await expect(latest.getByRole('listitem')).toHaveCount(5);
    const started = await page.evaluate(
      () => (window as unknown as { started: { name: string; delay: number }[] }).started,
    );
    // The overlay's spinner (shown, turning) and the movements' skeletons, every one held.
    expect(slowed).toBeGreaterThanOrEqual(2);
    expect(started.length).toBeGreaterThanOrEqual(3);
    expect(started.filter(({ delay }) => delay !== 1000)).toEqual([]);
  });

  test('changes the address through the CEP lookup', async ({ request, page }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    const sections = page.getByRole('navigation', { name: 'Seções do banco' });
    await sections.getByRole('link', { name: 'Ajustes' }).click();
    await expectPage(page, 'Ajustes');
    await expectAccessible(page, 'settings/account');
    // The bank's fee table for a person's account, from the server.
    const fees = page.getByRole('region', { name: 'Tarifas' });
    await expect(fees).toContainText('Segunda via do cartão de débito');
    await expect(fees).toContainText('R$ 10,00');
    await expect(fees).toContainText('Pix enviado');

    const form = page.getByRole('region', { name: 'Endereço de correspondência' });
    const cep = form.getByLabel('CEP');
    await cep.fill('');
    await cep.pressSequentially('20271130');
    await expect(form.getByLabel('Rua')).toHaveValue('Avenida Presidente Castelo Branco');
    await expect(form.getByLabel('Bairro')).toHaveValue('Maracanã');
    await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
    await expect(form.getByRole('combobox', { name: 'UF' })).toContainText('RJ');
    await expect(form.getByLabel('Número')).toBeFocused();
    await form.getByLabel('Número').fill('500');
    await form.getByLabel(/Complemento/).fill('Bloco B');
    await expectAccessible(page, 'settings/account (address filled from the CEP)');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Endereço atualizado.')).toBeVisible();

    // What the server now holds, read back after a reload.
    await page.reload();
    await expectPage(page, 'Ajustes');
    await expect(
      page.getByRole('region', { name: 'Endereço de correspondência' }).getByLabel('Bairro'),
    ).toHaveValue('Maracanã');
  });

  test('a CEP known only by its city or state replaces the whole address and says what is missing', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/settings');
    await expectPage(page, 'Ajustes');
    const form = page.getByRole('region', { name: 'Endereço de correspondência' });
    const cep = form.getByLabel('CEP');

    await cep.fill('');
    await cep.pressSequentially('20040020');
    await expect(
      form.getByText('Este CEP é de Rio de Janeiro/RJ, mas não encontramos a rua.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(form.getByLabel('Rua')).toHaveValue('');
    await expect(form.getByLabel('Bairro')).toHaveValue('');
    await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');

    await cep.fill('');
    await cep.pressSequentially('99999999');
    await expect(
      form.getByText('Este CEP é de RS, mas não encontramos a cidade nem a rua.', { exact: false }),
    ).toBeVisible();
    await expect(form.getByLabel('Cidade')).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'UF' })).toContainText('RS');
    await expectAccessible(page, 'settings/account (CEP known by its state)');
    // Saving asks for the rest instead of storing a city of another state.
    await form.getByRole('button', { name: 'Salvar' }).click();
    // The server's own rule (@ipe/domain), in the form: each missing field says what it needs.
    await expect(form.getByText('Informe a cidade.')).toBeVisible();
    await expect(form.getByText('Informe o logradouro (rua, avenida…).')).toBeVisible();
    await expect(form.getByLabel('Rua')).toBeFocused();
  });

  test('enables this device with the e-mailed code, and the device is known at the next sign-in', async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/settings/security');
    await expectPage(page, 'Segurança');
    const device = page.getByRole('region', { name: 'Este aparelho' });
    await expect(device.getByTestId('device-status')).toContainText('ainda não está habilitado');
    await expectAccessible(page, 'settings/security');

    await device.getByRole('button', { name: 'Enviar código' }).click();
    await expect(device.getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
    const code = await latestCode(request, 'maria@ipe.dev');
    await device
      .getByRole('group', { name: 'Código de 6 dígitos' })
      .getByRole('textbox')
      .first()
      .fill(code);
    await device.getByLabel(/Nome deste aparelho/).fill('Chromium de teste');
    await expectAccessible(page, 'settings/security (code typed)');
    await device.getByRole('button', { name: 'Habilitar' }).click();
    await expect(
      page.getByText('Aparelho habilitado! Você já pode movimentar a conta.'),
    ).toBeVisible();
    await expect(device.getByTestId('device-status')).toContainText('está habilitado');
    await expect(page.getByRole('region', { name: 'Aparelhos habilitados' })).toContainText(
      'Chromium de teste',
    );
    expect(await storedKeys(page)).toContain('ipe:ID_SESSION');

    // Another browser is now a device the account does not know: consult mode, and the banner
    // shows the way out.
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, 'maria@ipe.dev');
      await expectPage(otherPage, 'Olá, Maria');
      const notice = otherPage.getByTestId('consult-notice');
      await expect(notice).toContainText('Este aparelho ainda não foi habilitado');
      await expect(
        otherPage.getByRole('region', { name: 'Atalhos' }).getByRole('button', { name: 'Pix' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await expectAccessible(otherPage, 'home in consult mode (device not enabled)');
      await notice.getByRole('link', { name: 'Habilitar este aparelho' }).click();
      await expectPage(otherPage, 'Segurança');
      await expect(otherPage.getByTestId('device-status')).toContainText(
        'ainda não está habilitado',
      );
      await expectAccessible(otherPage, 'settings/security in consult mode');
    } finally {
      await other.close();
    }

    // Signing out forgets the session but not the device: the next sign-in finds it enabled.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPage(page, 'Você saiu da sua conta');
    expect(await storedKeys(page)).toEqual(['ipe:DEVICE_KEY']);
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await expect(page.getByTestId('consult-notice')).toHaveCount(0);
    expect(await storedKeys(page)).toContain('ipe:ID_SESSION');
  });

  test('signs out: the session and its data leave the browser', async ({ page }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    expect(await storedKeys(page)).toEqual(
      expect.arrayContaining(['ipe:ACCOUNTS', 'ipe:ACCOUNT_STATUS', 'ipe:JWT_TOKEN']),
    );
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/#\/logout$/);
    await expectPage(page, 'Você saiu da sua conta');
    await expectAccessible(page, 'logout');
    expect(await storedKeys(page)).toEqual(['ipe:DEVICE_KEY']);
    // A bank screen now sends the person away.
    await page.goto('/#/bank/home');
    await expect(page).toHaveURL(/#\/logout$/);
  });
});
