import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  expectPage,
  setService,
  signIn,
  solveCaptcha,
} from './support';

test.describe('consult mode, statuses, switched-off services and expired sessions', () => {
  test('João’s account is in consult mode: banner with the way out, money actions off', async ({
    page,
  }) => {
    await signIn(page, 'joao@ipe.dev');
    await expectPage(page, 'Olá, João');
    const notice = page.getByTestId('consult-notice');
    await expect(notice).toContainText('Você está em modo consulta');
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
    await page
      .getByRole('navigation', { name: 'Seções do banco' })
      .getByRole('link', { name: 'Pix' })
      .click();
    await expectPage(page, 'Pix');
    await expect(page.getByTestId('consult-notice')).toBeVisible();
    await expect(page.getByText('Pagar com chave').locator('xpath=ancestor::li')).toContainText(
      'Indisponível no modo consulta',
    );
    await expectAccessible(page, 'pix hub in consult mode');
  });

  test('Pedro’s blocked account opens on its status page', async ({ page }) => {
    await signIn(page, 'pedro@ipe.dev');
    await expect(page).toHaveURL(/#\/status\?accountStatus=BLOCKED$/);
    await expectPage(page, 'Conta bloqueada');
    await expectAccessible(page, 'status BLOCKED');
    await page.getByRole('link', { name: 'Ver minha conta (somente consulta)' }).click();
    await expectPage(page, 'Olá, Pedro');
    await expect(page.getByTestId('consult-notice')).toBeVisible();
  });

  test('a service switched off on the server lands on /bank/error, which names it', async ({
    page,
  }) => {
    await signIn(page, 'maria@ipe.dev');
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
  });

  test('an expired token ends on /logout', async ({ page }) => {
    test.setTimeout(150_000);
    const shortUrl = process.env.E2E_SHORT_TOKEN_URL;
    if (!shortUrl) throw new Error('E2E_SHORT_TOKEN_URL is not set: run through e2e/run.mjs');
    await page.goto(shortUrl);
    await page.getByLabel('E-mail').fill('maria@ipe.dev');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectPage(page, 'Olá, Maria');
    // This server's tokens live 30 s.
    await expect(page).toHaveURL(/#\/logout$/, { timeout: 60_000 });
    await expectPage(page, 'Você saiu da sua conta');
    expect(await page.evaluate(() => window.localStorage.getItem('ipe:JWT_TOKEN'))).toBeNull();
  });
});
