import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectPage, signIn, submitSignIn } from './support';

/**
 * Opens "Trocar de conta", picks `name` and signs in again: the server binds a session to one
 * account, so switching ends this session and the sign-in asks for the password once more.
 */
async function switchTo(page: Page, current: string, name: string, axe = false) {
  await page.getByRole('button', { name: 'Trocar de conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suas contas' });
  await expect(dialog.getByRole('listitem').filter({ hasText: current })).toContainText(
    'Conta aberta agora',
  );
  if (axe) await expectAccessible(page, 'account switcher');
  await dialog.getByRole('button', { name: new RegExp(name) }).click();

  await expectPage(page, 'Entre na sua conta');
  await expect(page.getByText(`Entrando na conta ${name}.`)).toBeVisible();
  await submitSignIn(page, 'carlos@ipe.dev');
}

test('Carlos switches between the Padaria and his personal account', async ({ page }) => {
  await signIn(page, 'carlos@ipe.dev');
  // The account bound first opens by default; home greets Carlos himself, not the bakery.
  await expectPage(page, 'Olá, Carlos');
  await expect(page.getByRole('region', { name: 'Últimas movimentações' })).toContainText(
    'Vendas da quinzena',
  );

  await switchTo(page, 'Padaria Ipê Amarelo Ltda', 'Carlos Eduardo Ramos', true);
  await expectPage(page, 'Olá, Carlos');
  const balance = page.getByRole('region', { name: 'Saldo disponível' });
  await balance.getByRole('button', { name: 'Mostrar saldo' }).click();
  // R$ 3.000,00 redeemed − R$ 125,00 of groceries, from the server's ledger.
  await expect(balance).toContainText('2.875,00');
  const movements = page.getByRole('region', { name: 'Últimas movimentações' });
  await expect(movements).toContainText('Mercado Vila Madalena');
  await expect(movements).not.toContainText('Vendas da quinzena');
  await expectAccessible(page, 'home (personal account)');

  await switchTo(page, 'Carlos Eduardo Ramos', 'Padaria Ipê Amarelo Ltda');
  await expectPage(page, 'Olá, Carlos');
  await expect(page.getByRole('region', { name: 'Últimas movimentações' })).toContainText(
    'Vendas da quinzena',
  );
});
