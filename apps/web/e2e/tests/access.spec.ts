import {
  expect,
  test,
  expectAccessible,
  expectPage,
  setService,
  signedIn,
  signIn,
  submitSignIn,
  tokenExpiry,
} from './support';

test.describe('consult mode, statuses, switched-off services and expired sessions', () => {
  test('João’s account is in consult mode on every bank screen: the way out, money actions off', async ({
    page,
  }) => {
    await signIn(page, 'joao@ipe.dev');
    await expectPage(page, 'Olá, João');
    const sections = page.getByRole('navigation', { name: 'Seções do banco' });
    const main = page.getByRole('main');
    /** The banner on this screen, with the way out his case has: support (documents pending). */
    const expectConsultNotice = async () => {
      const notice = page.getByTestId('consult-notice');
      await expect(notice).toContainText('Você está em modo consulta');
      await expect(notice).toContainText('A situação da sua conta não permite movimentar dinheiro');
      await expect(notice.getByRole('link', { name: 'Falar com o atendimento' })).toHaveAttribute(
        'href',
        '#/ajuda',
      );
    };
    /** A function in a section's list that moves money: listed, without a link, and says why. */
    const expectBlocked = async (title: string) => {
      const item = main.getByText(title, { exact: true }).locator('xpath=ancestor::li');
      await expect(item).toContainText('Indisponível no modo consulta');
      await expect(item.getByRole('link')).toHaveCount(0);
    };
    const openSection = async (name: string, heading: string) => {
      await sections.getByRole('link', { name, exact: true }).click();
      await expectPage(page, heading);
    };

    await expectConsultNotice();
    const shortcuts = page.getByRole('region', { name: 'Atalhos' });
    for (const name of ['Pix', 'Pagar boleto', 'Transferir']) {
      await expect(shortcuts.getByRole('button', { name })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await expect(shortcuts.getByRole('link', { name: 'Extrato' })).toBeVisible();
    await expectAccessible(page, 'home in consult mode');

    // Everywhere in the bank, not only at home.
    await openSection('Extrato', 'Extrato');
    await expectConsultNotice();
    // His freelance came in 35 days ago: past the last 30 days the statement opens on.
    await expect(main.getByText('Freela de fotografia')).toHaveCount(0);
    await page.goto('/#/bank/statement/account?period=90');
    await expectPage(page, 'Extrato');
    await expect(main.getByText('Freela de fotografia').first()).toBeVisible();
    await expectAccessible(page, 'statement in consult mode');

    await openSection('Pagar', 'Pagar boleto');
    await expectConsultNotice();
    await expect(main).toContainText('No modo consulta não é possível pagar');
    await expect(main.getByRole('button', { name: 'Buscar boleto' })).toBeVisible();
    await expectAccessible(page, 'payment in consult mode');

    await openSection('Receber', 'Receber');
    await expectConsultNotice();
    await expect(main.getByRole('link', { name: /Emitir boleto/ })).toBeVisible();
    await expectAccessible(page, 'receive in consult mode');

    await openSection('Pix', 'Pix');
    await expectConsultNotice();
    for (const title of [
      'Pagar com chave',
      'Pix copia e cola',
      'Pix com dados bancários',
      'Pix agendado',
      'Devolver Pix',
    ]) {
      await expectBlocked(title);
    }
    await expect(main.getByRole('link', { name: /Minhas chaves Pix/ })).toBeVisible();
    await expectAccessible(page, 'pix hub in consult mode');

    await openSection('Transferir', 'Transferir');
    await expectConsultNotice();
    await expectBlocked('Para conta Ipê');
    await expectBlocked('Para outros bancos');
    await expectAccessible(page, 'transfer hub in consult mode');

    await openSection('Ajustes', 'Ajustes');
    await expectConsultNotice();
    await expectAccessible(page, 'settings in consult mode');

    // A typed URL to a money-moving function says it stays off in consult mode.
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    await expectConsultNotice();
    await expect(main).toContainText('No modo consulta não é possível fazer Pix');
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page, 'pix/pay/key in consult mode');
    // The scheduled Pix are listed, read-only: nothing is scheduled, changed or cancelled here.
    await page.goto('/#/bank/pix/scheduling');
    await expectPage(page, 'Pix agendado');
    await expectConsultNotice();
    await expect(main.getByText('Nenhum Pix agendado')).toBeVisible();
    await expectAccessible(page, 'pix/scheduling in consult mode');

    // The way out.
    await page
      .getByTestId('consult-notice')
      .getByRole('link', { name: 'Falar com o atendimento' })
      .click();
    await expectPage(page, 'Ajuda');
    await expect(page.getByRole('heading', { name: 'Fale com a gente' })).toBeVisible();
    await expectAccessible(page, 'help, signed in');
  });

  test('Pedro’s blocked account opens on its status page', async ({ page }) => {
    await signIn(page, 'pedro@ipe.dev');
    await expect(page).toHaveURL(/#\/status\?accountStatus=BLOCKED$/);
    await expectPage(page, 'Conta bloqueada');
    await expectAccessible(page, 'status BLOCKED');
    await page.getByRole('link', { name: 'Ver minha conta (somente consulta)' }).click();
    await expectPage(page, 'Olá, Pedro');
    const notice = page.getByTestId('consult-notice');
    await expect(notice).toContainText('Você está em modo consulta');
    // His way out is the status page he came from.
    await expect(notice.getByRole('link', { name: 'Ver situação da conta' })).toHaveAttribute(
      'href',
      '#/status?accountStatus=BLOCKED',
    );
    await expectAccessible(page, 'home of a blocked account');
  });

  test('a service switched off on the server lands on /bank/error, which names it', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await setService('pix', false);
    try {
      await page
        .getByRole('navigation', { name: 'Seções do banco' })
        .getByRole('link', { name: 'Pix' })
        .click();
      await expect(page).toHaveURL(/#\/bank\/error\?from=%2Fbank%2Fpix$/);
      await expectPage(page, 'Função indisponível no momento');
      await expect(page.getByText(/Pix fora do ar/)).toBeVisible();
      await expectAccessible(page, 'bank/error');
      // A typed URL goes through the same guard.
      await page.goto('/#/bank/pix/keys');
      await expect(page).toHaveURL(/#\/bank\/error\?from=%2Fbank%2Fpix%2Fkeys$/);
      // The rest of the bank still works.
      await page.getByRole('link', { name: 'Voltar ao início' }).click();
      await expectPage(page, 'Olá, Maria');
    } finally {
      await setService('pix', true);
    }
    await page.goto('/#/bank/pix');
    await expectPage(page, 'Pix');
    await expect(
      page.getByRole('main').getByRole('link', { name: /Pagar com chave/ }),
    ).toBeVisible();
    await expectAccessible(page, 'pix hub');
  });

  test('an expired token ends on /logout, which says so and signs back in to the same screen', async ({
    page,
  }) => {
    // The browser's clock is Playwright's, running from now: the session's life passes in one
    // jump, as under a closed laptop's lid, and the screen (BankGuard's timer, or its check as
    // it renders again) must end it. A server whose tokens lived 45 s kept this test waiting.
    await page.clock.install();
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page
      .getByRole('navigation', { name: 'Seções do banco' })
      .getByRole('link', { name: 'Ajustes' })
      .click();
    await expectPage(page, 'Ajustes');
    const token = await page.evaluate(() => window.localStorage.getItem('ipe:JWT_TOKEN'));
    await page.clock.fastForward(
      tokenExpiry(token!) - (await page.evaluate(() => Date.now())) + 1_000,
    );
    await expect(page).toHaveURL(/#\/logout\?reason=expired&next=%2Fbank%2Fsettings$/);
    await expectPage(page, 'Sua sessão expirou');
    expect(await page.evaluate(() => window.localStorage.getItem('ipe:JWT_TOKEN'))).toBeNull();
    await expectAccessible(page, 'logout after the token expired');

    // Back to the real time, or the next token would look expired to this browser as it arrives.
    await page.clock.setSystemTime(Date.now());
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await expectPage(page, 'Entre na sua conta');
    await submitSignIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Ajustes');
  });
});
