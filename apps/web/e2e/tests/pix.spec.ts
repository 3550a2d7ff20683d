import { expect, test, type Page } from '@playwright/test';
import {
  enableThisDevice,
  expectAccessible,
  expectPage,
  homeBalance,
  shownBalance,
  signIn,
  typeDigits,
} from './support';

/** From the Pix hub to the filled pay-by-key form, the recipient found. */
async function fillPayByKey(page: Page, key: string, digits: string, message?: string) {
  await page.goto('/#/bank/pix');
  await page.getByRole('link', { name: /Pagar com chave/ }).click();
  await expectPage(page, 'Pagar com chave Pix');
  await page.getByRole('textbox', { name: 'Chave Pix' }).fill(key);
  const recipient = page.getByRole('region', { name: 'Quem vai receber' });
  await expect(recipient).toBeVisible();
  await page.getByRole('textbox', { name: 'Valor' }).pressSequentially(digits);
  if (message) await page.getByLabel(/Mensagem/).fill(message);
  return recipient;
}

async function confirmWithPin(page: Page, amount: string, axe = false) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme o Pix' });
  await expect(dialog).toBeVisible();
  if (axe) await expectAccessible(page, 'pix/pay/key (confirmation)');
  await typeDigits(dialog, 'PIN de transação', '1234');
  await dialog.getByRole('button', { name: `Pagar ${amount}` }).click();
}

test.describe('Pix by key', () => {
  test('Maria pays Carlos by key: the receipt, and both balances move', async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await enableThisDevice(page, request, 'maria@ipe.dev');
    const before = await homeBalance(page);

    const recipient = await fillPayByKey(page, 'carlos@ipe.dev', '1234', 'Almoço de sexta');
    await expect(recipient).toContainText('Carlos Eduardo Ramos');
    await expect(recipient).toContainText('***.533.447-**');
    await expect(recipient).toContainText('Ipê Banco Digital S.A.');
    await expectAccessible(page, 'pix/pay/key (recipient found)');
    await confirmWithPin(page, 'R$ 12,34', true);

    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix enviado', { exact: true })).toBeVisible();
    const payee = page.getByRole('region', { name: 'Quem recebeu' });
    await expect(payee).toContainText('Carlos Eduardo Ramos');
    await expect(page.getByRole('region', { name: 'Quem pagou' })).toContainText('***.982.247-**');
    await expect(page.getByText(/^E40506070\d{12}[0-9A-Za-z]{11}$/)).toBeVisible();
    await expectAccessible(page, 'pix receipt');
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 1234);

    // Carlos sees it arrive in his personal account.
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const carlos = await other.newPage();
      await signIn(carlos, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.getByRole('button', { name: 'Trocar de conta' }).click();
      await carlos
        .getByRole('dialog', { name: 'Suas contas' })
        .getByRole('button', { name: /Carlos Eduardo Ramos/ })
        .click();
      await expect(carlos).toHaveURL(/#\/bank\/home$/);
      await carlos.getByRole('button', { name: 'Mostrar saldo' }).click();
      const latest = carlos.getByRole('region', { name: 'Últimas movimentações' });
      await expect(latest).toContainText('Maria Oliveira Santos · Almoço de sexta');
      await expect(latest).toContainText('12,34');
    } finally {
      await other.close();
    }
  });

  test('a malformed and an unknown key are refused on the field', async ({ page }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    const key = page.getByRole('textbox', { name: 'Chave Pix' });
    await key.fill('fulano@');
    await key.blur();
    await expect(page.getByText('E-mail inválido. Confira o endereço digitado.')).toBeVisible();
    await key.fill('ninguem@exemplo.com.br');
    await expect(
      page.getByText('Chave Pix não encontrada. Confira a chave com quem vai receber.'),
    ).toBeVisible();
    await expectAccessible(page, 'pix/pay/key (key not found)');
  });

  test('a Pix the other bank refuses comes back at once, and the receipt says why', async ({
    page,
    request,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await enableThisDevice(page, request, 'maria@ipe.dev');
    const before = await homeBalance(page);
    const recipient = await fillPayByKey(page, 'carla.ribeiro@exemplo.com.br', '500');
    await expect(recipient).toContainText('Carla Souza Ribeiro');
    await confirmWithPin(page, 'R$ 5,00');
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix devolvido', { exact: true })).toBeVisible();
    await expect(page.getByText(/a conta está encerrada. O valor voltou/)).toBeVisible();
    await expectAccessible(page, 'pix receipt (returned)');
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before);
  });
});
